import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminDeleteModelDocument,
  AdminModelsDocument,
} from '../../../graphql/generated/admin/graphql';
import { AdminPanel } from '../AdminPanel';
import { storedModel } from '../test/adminFixtures';
import { modelsMock, referenceMock, usersMock } from '../test/panelMocks';
import { renderAdmin } from '../test/renderAdmin';
import { selectOption } from '../test/selectOption';

const juggernaut = storedModel();
const glow = storedModel({
  id: 12,
  name: 'Neon Glow',
  civitAIR: 'civitai:1003@2003',
  modelCategoryId: 3,
  modelType: null,
  tags: ['neon', 'glow', 'light', 'night'],
  isPrivate: true,
  accessLevelId: 4,
});

async function renderModels(mocks: MockLink.MockedResponse[]) {
  renderAdmin(<AdminPanel />, [referenceMock(), ...mocks, usersMock([])]);
  return screen
    .findByText('Models in the database')
    .then((title) => title.closest('.ant-card') as HTMLElement);
}

const rowOf = (card: HTMLElement, name: string) =>
  within(card).getByText(name).closest('tr') as HTMLElement;

describe('Stored models', () => {
  it('lists each model with its category, architecture, access level and tags', async () => {
    const card = await renderModels([modelsMock([juggernaut, glow])]);

    const row = rowOf(card, 'Neon Glow');
    expect(within(row).getByText('civitai:1003@2003')).toBeInTheDocument();
    expect(within(row).getByText('LoRA')).toBeInTheDocument();
    expect(within(row).getByText('SDXL 1.0')).toBeInTheDocument();
    expect(within(row).getByText('Premium')).toBeInTheDocument();
    expect(within(row).getByText('Private')).toBeInTheDocument();
    expect(within(row).getByText('+1 more')).toBeInTheDocument();
    expect(within(card).getByText('Showing 2 of 2 models')).toBeInTheDocument();
  });

  it('searches and filters the stored models', async () => {
    const card = await renderModels([
      modelsMock([juggernaut, glow]),
      modelsMock([glow], { filter: { search: 'glow' } }),
      modelsMock([glow], { filter: { search: 'glow', modelCategoryId: 3 } }),
    ]);

    await userEvent.type(within(card).getByLabelText('Search stored models'), 'glow{Enter}');
    expect(await within(card).findByText('Showing 1 of 1 models')).toBeInTheDocument();
    expect(within(card).queryByText('Juggernaut XL')).not.toBeInTheDocument();

    await selectOption(within(card).getByRole('combobox', { name: 'Category filter' }), 'LoRA');
    expect(await within(card).findByText('Neon Glow')).toBeInTheDocument();
  });

  it('offers Style in the type filter of the database search', async () => {
    const card = await renderModels([
      modelsMock([juggernaut]),
      modelsMock([], { filter: { modelType: 'style' } }),
    ]);

    await selectOption(within(card).getByRole('combobox', { name: 'Type filter' }), 'Style');

    expect(await within(card).findByText('No models found in the database')).toBeInTheDocument();
  });

  it('says why the list could not be read', async () => {
    const card = await renderModels([
      modelsMock([juggernaut]),
      {
        request: {
          query: AdminModelsDocument,
          variables: { filter: { modelType: 'style' }, first: 50 },
        },
        result: { errors: [{ message: 'modelType must be one of base, inpainting, refiner' }] },
      },
    ]);

    await selectOption(within(card).getByRole('combobox', { name: 'Type filter' }), 'Style');

    expect(await within(card).findByText('Could not load the models')).toBeInTheDocument();
    expect(
      within(card).getByText('modelType must be one of base, inpainting, refiner'),
    ).toBeInTheDocument();
  });

  it('loads more models after the first 50', async () => {
    const card = await renderModels([
      modelsMock([juggernaut], { nextCursor: 'cursor-1', totalCount: 2 }),
      modelsMock([glow], { after: 'cursor-1', totalCount: 2 }),
    ]);

    await userEvent.click(within(card).getByRole('button', { name: 'Load more' }));

    expect(await within(card).findByText('Neon Glow')).toBeInTheDocument();
    expect(within(card).getByText('Juggernaut XL')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens "Edit model: {name}" for a model', async () => {
    const card = await renderModels([modelsMock([juggernaut])]);

    await userEvent.click(within(card).getByRole('button', { name: 'Edit Juggernaut XL' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit model: Juggernaut XL')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Juggernaut XL');
  });

  it('opens "Add model to database"', async () => {
    const card = await renderModels([modelsMock([])]);

    await userEvent.click(within(card).getByRole('button', { name: 'Add model' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add model to database')).toBeInTheDocument();
  });

  it('deletes a model after "Confirm deletion" and reads the list again', async () => {
    const card = await renderModels([
      modelsMock([juggernaut, glow]),
      {
        request: { query: AdminDeleteModelDocument, variables: { id: 12 } },
        result: { data: { adminDeleteModel: true } },
      },
      modelsMock([juggernaut]),
    ]);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete Neon Glow' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm deletion')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('The model has been removed from the database.'),
    ).toBeInTheDocument();
    expect(await within(card).findByText('Showing 1 of 1 models')).toBeInTheDocument();
    expect(within(card).queryByText('Neon Glow')).not.toBeInTheDocument();
  });

  it('says why a deletion failed', async () => {
    const card = await renderModels([
      modelsMock([juggernaut]),
      {
        request: { query: AdminDeleteModelDocument, variables: { id: 11 } },
        result: { errors: [{ message: 'Model not found' }] },
      },
    ]);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete Juggernaut XL' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(
      await screen.findByText('Could not delete the model: Model not found'),
    ).toBeInTheDocument();
  });
});
