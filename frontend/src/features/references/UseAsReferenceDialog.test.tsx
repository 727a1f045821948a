import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CreateReferenceDocument,
  MyReferencesDocument,
  UpdateReferenceDocument,
} from '../../graphql/generated/graphql';
import { selectOption } from '../admin/test/selectOption';
import { renderWithProviders } from '../gallery/testing/renderWithProviders';
import { UseAsReferenceDialog } from './UseAsReferenceDialog';

const images = [
  'creation:a0000000-0000-4000-8000-000000000001',
  'creation:a0000000-0000-4000-8000-000000000002',
];
const saved = (id: string, kind: string, name: string, savedImages: string[]) => ({
  __typename: 'Reference' as const,
  id,
  kind,
  name,
  images: savedImages,
  weightType: null,
  combineMethod: null,
  thumbnailUrl: null,
});
const ember = saved('c0000000-0000-4000-8000-000000000002', 'style', 'Ember', ['creation:e-1']);
const full = saved('c0000000-0000-4000-8000-000000000003', 'style', 'Full', [
  'creation:f-1',
  'creation:f-2',
  'creation:f-3',
]);
const listMock = (): MockLink.MockedResponse => ({
  request: { query: MyReferencesDocument },
  result: { data: { myReferences: [ember, full] } },
});

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const onSaved = jest.fn();
  renderWithProviders(
    <UseAsReferenceDialog open images={images} onClose={jest.fn()} onSaved={onSaved} />,
    [listMock(), ...mocks],
  );
  return onSaved;
}

describe('UseAsReferenceDialog', () => {
  it('saves the images as a new character', async () => {
    const created = jest.fn(() => ({
      data: {
        createReference: saved('c0000000-0000-4000-8000-000000000009', 'character', 'Mara', images),
      },
    }));
    const onSaved = renderDialog([
      {
        request: {
          query: CreateReferenceDocument,
          variables: { input: { kind: 'character', name: 'Mara', images } },
        },
        result: created,
      },
      listMock(),
    ]);
    const save = screen.getByRole('button', { name: 'Save reference' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reference name' }), ' Mara ');
    await userEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(created).toHaveBeenCalled();
  });

  it('adds them to a saved reference with room for them only', async () => {
    const updated = jest.fn(() => ({
      data: { updateReference: { ...ember, images: [...ember.images, ...images] } },
    }));
    const onSaved = renderDialog([
      {
        request: {
          query: UpdateReferenceDocument,
          variables: { id: ember.id, input: { images: [...ember.images, ...images] } },
        },
        result: updated,
      },
    ]);
    const addTo = await screen.findByRole('radio', { name: 'Add to a saved one' });
    // Offered once the saved references have loaded.
    await waitFor(() => expect(addTo).toBeEnabled());
    await userEvent.click(addTo);
    await selectOption(
      screen.getByRole('combobox', { name: 'Saved reference' }),
      'Ember (Style, 1 image)',
    );
    // Full has three images: two more would be five.
    expect(screen.queryByTitle('Full (Style, 3 images)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save reference' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(updated).toHaveBeenCalled();
  });
});
