import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../gallery/testing/renderWithProviders';
import type { IpAdapterItem } from '../generationParameters';
import { IpAdapterSection } from './IpAdapterSection';

// An IP-Adapter takes its guide image and up to three more references; with two or more, how
// they are combined can be chosen (Runware's guideImages and combineMethod).

function renderSection(item: IpAdapterItem) {
  const dispatch = jest.fn();
  renderWithProviders(
    <IpAdapterSection
      ipadapters={[item]}
      dispatch={dispatch}
      catalog={{
        models: [],
        categories: [],
        architectureNames: new Map(),
        status: 'ready',
        retry: jest.fn(),
      }}
      architectureId={1}
      weightRange={{ min: 0, max: 1 }}
    />,
  );
  return dispatch;
}

const adapter = (overrides: Partial<IpAdapterItem>): IpAdapterItem => ({
  id: 'runware:55@1',
  name: 'IP Adapter SDXL',
  weight: 1,
  ...overrides,
});

describe('the IP-Adapter section', () => {
  it('adds a reference image once the guide image is there', async () => {
    const dispatch = renderSection(adapter({ guideImage: 'https://img.example/a.png' }));

    await userEvent.click(screen.getByRole('button', { name: /Add reference image/ }));

    expect(dispatch).toHaveBeenCalledWith({
      type: 'updateExtra',
      list: 'ipadapters',
      index: 0,
      changes: { guideImages: [''] },
    });
    expect(screen.queryByLabelText('Combine images')).not.toBeInTheDocument();
  });

  it('offers no reference image before the guide image, nor a fifth', () => {
    renderSection(adapter({}));
    expect(screen.getByRole('button', { name: /Add reference image/ })).toBeDisabled();
  });

  it('shows each reference and how several are combined', async () => {
    const dispatch = renderSection(
      adapter({
        guideImage: 'https://img.example/a.png',
        guideImages: ['https://img.example/b.png', 'https://img.example/c.png', 'x'],
      }),
    );
    expect(screen.getByLabelText('Reference image 2')).toHaveValue('https://img.example/b.png');
    expect(screen.getByRole('button', { name: /Add reference image/ })).toBeDisabled();

    await userEvent.click(screen.getByLabelText('Combine images'));
    await userEvent.click(await screen.findByTitle('Average'));

    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ changes: { combineMethod: 'average' } }),
    );
  });
});
