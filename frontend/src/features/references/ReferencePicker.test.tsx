import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyReferencesDocument } from '../../graphql/generated/graphql';
import { selectOption } from '../admin/test/selectOption';
import { renderWithProviders } from '../gallery/testing/renderWithProviders';
import type { ReferenceOffer } from '../generator/buildGenerateInput';
import type { ReferenceChoice } from '../generator/generationParameters';
import { ReferencePicker } from './ReferencePicker';

const reference = (id: string, kind: 'character' | 'style', name: string, images = 2) => ({
  __typename: 'Reference' as const,
  id,
  kind,
  name,
  images: Array.from({ length: images }, (_, at) => `creation:${id}-${at}`),
  weightType: null,
  combineMethod: null,
  thumbnailUrl: null,
});
const mara = reference('c0000000-0000-4000-8000-000000000001', 'character', 'Mara');
const ember = reference('c0000000-0000-4000-8000-000000000002', 'style', 'Ember', 1);

const referencesMock: MockLink.MockedResponse = {
  request: { query: MyReferencesDocument },
  result: { data: { myReferences: [mara, ember] } },
};

function renderPicker(
  offer: ReferenceOffer,
  value: ReferenceChoice | null = null,
  hasIpAdapter = false,
) {
  const onChange = jest.fn();
  renderWithProviders(
    <ReferencePicker offer={offer} value={value} hasIpAdapter={hasIpAdapter} onChange={onChange} />,
    [referencesMock],
  );
  return onChange;
}

const picker = () => screen.getByRole('combobox', { name: 'Reference' });

describe('ReferencePicker', () => {
  it('offers the characters only where the architecture keeps an identity, and applies one', async () => {
    const onChange = renderPicker({ character: true, style: false });
    await waitFor(() => expect(picker()).toBeEnabled());
    await selectOption(picker(), 'Mara (2 images)');
    expect(onChange).toHaveBeenCalledWith({ id: mara.id, kind: 'character' });
    await userEvent.click(picker());
    expect(screen.queryByTitle('Ember (1 image)')).toBeNull();
  });

  it('offers styles where IP-Adapters are, and asks for one when none is chosen', async () => {
    renderPicker({ character: false, style: true }, { id: ember.id, kind: 'style' });
    expect(
      await screen.findByText(
        'A style is applied through an IP-Adapter: add one under IP-Adapter.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(picker());
    expect(screen.queryByTitle('Mara (2 images)')).toBeNull();
  });

  it('offers either kind where the architecture edits images, as the images to edit', async () => {
    renderPicker({ character: true, style: true, edit: true }, { id: ember.id, kind: 'style' });
    expect(
      await screen.findByText(
        'Apply a saved character or style: its images become images to edit. Save one from images selected in the gallery.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTitle('Ember (1 image)')).toBeInTheDocument();
    // No IP-Adapter is needed: the style's images are edited, not followed.
    expect(
      screen.queryByText('A style is applied through an IP-Adapter: add one under IP-Adapter.'),
    ).toBeNull();
    await userEvent.click(picker());
    expect(screen.getByTitle('Mara (2 images)')).toBeInTheDocument();
  });

  it('shows nothing chosen for a reference of a kind the architecture does not take', async () => {
    renderPicker({ character: false, style: true }, { id: mara.id, kind: 'character' }, true);
    await waitFor(() => expect(screen.getByTitle('None')).toBeInTheDocument());
  });

  it('opens "Manage references" from the picker', async () => {
    renderPicker({ character: true, style: true });
    await userEvent.click(screen.getByRole('button', { name: 'Manage…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage references' });
    expect(await within(dialog).findByText('Ember')).toBeInTheDocument();
  });
});
