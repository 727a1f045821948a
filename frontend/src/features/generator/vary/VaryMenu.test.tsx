import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderWithProviders } from '../../gallery/testing/renderWithProviders';
import { normalizeParameters } from '../normalizeParameters';
import { VaryMenu } from './VaryMenu';
import { variationPricesMock } from './testing/variationMocks';

const image = {
  imageUUID: '6f1c1b3e-8f1a-4c55-9d0c-0d1b2a3c4d5e',
  model_id: 'civitai:101055@128078',
  params: normalizeParameters({ prompt: 'a red lighthouse' }),
};

const estimates = variationPricesMock({ imageUUID: image.imageUUID }, 1.25, 1.5);

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: /Vary/ }));
  await screen.findByRole('menu');
}

describe('the Vary menu of an image', () => {
  it('says the price of each variation before it runs', async () => {
    renderWithProviders(
      <VaryMenu image={image} actions={{ onVary: jest.fn(), onRemix: jest.fn() }} />,
      [estimates],
    );
    await openMenu();
    expect(
      await screen.findByRole('menuitem', { name: 'Vary (subtle) · 1.25 credits' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Vary (strong) · 1.50 credits' })).toBeVisible();
  });

  it('varies subtly or strongly, and remixes, the image it belongs to', async () => {
    const onVary = jest.fn();
    const onRemix = jest.fn();
    renderWithProviders(<VaryMenu image={image} actions={{ onVary, onRemix }} />, [
      estimates,
      estimates,
    ]);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: /Vary \(strong\)/ }));
    expect(onVary).toHaveBeenCalledWith(image, 'STRONG');
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remix' }));
    expect(onRemix).toHaveBeenCalledWith(image);
  });

  it('where the server refuses to vary the image, disables both variations and says why', async () => {
    const onVary = jest.fn();
    const refusal = 'FLUX.1 Kontext D models do not take a seed image (image to image)';
    renderWithProviders(<VaryMenu image={image} actions={{ onVary, onRemix: jest.fn() }} />, [
      {
        request: estimates.request,
        result: {
          errors: [
            new GraphQLError(refusal, {
              extensions: { code: 'BAD_USER_INPUT', field: 'seedImage' },
            }),
          ],
        },
      },
    ]);
    await openMenu();
    const reason = await screen.findByRole('menuitem', { name: refusal });
    expect(reason).toHaveAttribute('aria-disabled', 'true');
    const subtle = screen.getByRole('menuitem', { name: 'Vary (subtle)' });
    expect(subtle).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Vary (strong)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(subtle);
    expect(onVary).not.toHaveBeenCalled();
    expect(screen.getByRole('menuitem', { name: 'Remix' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('keeps the variations on when the server is only busy (no price shown)', async () => {
    const answered = jest.fn(() => ({
      errors: [
        new GraphQLError('Too many requests, try again shortly', {
          extensions: { code: 'RATE_LIMITED' },
        }),
      ],
    }));
    renderWithProviders(
      <VaryMenu image={image} actions={{ onVary: jest.fn(), onRemix: jest.fn() }} />,
      [{ request: estimates.request, result: answered }],
    );
    await openMenu();
    await waitFor(() => expect(answered).toHaveBeenCalled());
    // The refusal reaches the hook's state before anything else renders.
    await act(() => Promise.resolve());
    expect(screen.getByRole('menuitem', { name: 'Vary (subtle)' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('menuitem', { name: /Too many requests/ })).not.toBeInTheDocument();
  });
});
