import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteFolderDocument, RenameFolderDocument } from '../../graphql/generated/graphql';
import { ManageFoldersDialog } from './ManageFoldersDialog';
import {
  defaultFolder,
  folder,
  foldersMock,
  landscapes,
  portraits,
} from './testing/galleryFixtures';
import { renderWithProviders } from './testing/renderWithProviders';

function renameMock(id: string, name: string, failure?: string | Error): MockLink.MockedResponse {
  const request = { query: RenameFolderDocument, variables: { id, name } };
  if (failure instanceof Error) return { request, error: failure };
  return {
    request,
    result: failure
      ? { errors: [{ message: failure }] }
      : { data: { renameFolder: folder(id, name) } },
    delay: 50,
  };
}

function deleteMock(id: string, failure?: Error): MockLink.MockedResponse {
  const request = { query: DeleteFolderDocument, variables: { id } };
  return failure
    ? { request, error: failure }
    : { request, result: { data: { deleteFolder: true } } };
}

function renderManager(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<ManageFoldersDialog open onClose={jest.fn()} />, mocks);
  return within(screen.getByRole('dialog', { name: 'Manage folders' }));
}

/**
 * The delete confirmation. In tests antd gives every modal title the same id, so the nested
 * confirmation cannot be found by its accessible name: it is found by its title's text.
 */
async function findConfirm() {
  const title = await screen.findByText('Radera mappen?');
  return title.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
}

const folderNames = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('list', { name: 'Folders' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.trim());

describe('Manage folders dialog', () => {
  it('says "Laddar mappar..." while loading, then lists the folders', async () => {
    const dialog = renderManager([foldersMock([defaultFolder, landscapes], { delay: 100 })]);

    expect(dialog.getByText('Laddar mappar...')).toBeInTheDocument();
    await waitFor(() => expect(folderNames(dialog)).toEqual(['Default', 'Landscapes']));
  });

  it('says "Inga mappar hittades" when there are none', async () => {
    const dialog = renderManager([foldersMock([])]);

    expect(await dialog.findByText('Inga mappar hittades')).toBeInTheDocument();
  });

  it('offers neither rename nor delete for Default', async () => {
    const dialog = renderManager([foldersMock([defaultFolder, landscapes])]);
    await dialog.findByText('Landscapes');

    expect(dialog.queryByRole('button', { name: 'Rename Default' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Delete Default' })).not.toBeInTheDocument();
    expect(
      dialog.getByLabelText('The Default folder cannot be renamed or deleted'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Rename Landscapes' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Delete Landscapes' })).toBeInTheDocument();
  });

  it('renames in place on Enter, says "Folder has been renamed." and keeps name order', async () => {
    const dialog = renderManager([
      foldersMock([defaultFolder, landscapes, portraits]),
      renameMock(landscapes.id, 'Seascapes'),
    ]);

    await userEvent.click(await dialog.findByRole('button', { name: 'Rename Landscapes' }));
    const field = dialog.getByRole('textbox', { name: 'New name for Landscapes' });
    expect(field).toHaveValue('Landscapes');
    await userEvent.clear(field);
    await userEvent.type(field, ' Seascapes {Enter}');

    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Folder has been renamed.')).toBeInTheDocument();
    await waitFor(() => expect(folderNames(dialog)).toEqual(['Default', 'Portraits', 'Seascapes']));
  });

  it('cancels a rename on Escape, and does not send a blank name', async () => {
    const dialog = renderManager([foldersMock([defaultFolder, landscapes])]);

    await userEvent.click(await dialog.findByRole('button', { name: 'Rename Landscapes' }));
    const field = dialog.getByRole('textbox', { name: 'New name for Landscapes' });
    await userEvent.clear(field);
    expect(dialog.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await userEvent.type(field, '   {Enter}');
    expect(field).toBeInTheDocument();

    await userEvent.type(field, 'Other{Escape}');

    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    expect(folderNames(dialog)).toEqual(['Default', 'Landscapes']);
    // Escape ended the rename only, not the dialog.
    expect(screen.getByRole('dialog', { name: 'Manage folders' })).toBeInTheDocument();
  });

  it('says "Fel" with the server\'s reason when a rename fails, else "Kunde inte byta namn på mappen."', async () => {
    const dialog = renderManager([
      foldersMock([defaultFolder, landscapes, portraits]),
      renameMock(landscapes.id, 'Portraits', 'A folder named "Portraits" already exists'),
      renameMock(landscapes.id, 'Trips', new Error('')),
    ]);

    await userEvent.click(await dialog.findByRole('button', { name: 'Rename Landscapes' }));
    const field = dialog.getByRole('textbox', { name: 'New name for Landscapes' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Portraits{Enter}');

    expect(await screen.findByText('Fel')).toBeInTheDocument();
    expect(screen.getByText('A folder named "Portraits" already exists')).toBeInTheDocument();
    expect(field).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'Trips{Enter}');

    expect(await screen.findByText('Kunde inte byta namn på mappen.')).toBeInTheDocument();
  });

  it('deletes a folder after a Swedish warning that its images move to Default', async () => {
    const dialog = renderManager([
      foldersMock([defaultFolder, landscapes]),
      deleteMock(landscapes.id),
    ]);

    await userEvent.click(await dialog.findByRole('button', { name: 'Delete Landscapes' }));
    const confirm = await findConfirm();
    expect(
      within(confirm).getByText(
        'Är du säker på att du vill radera mappen "Landscapes"? Alla bilder i mappen flyttas till Default.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Radera' }));

    expect(await screen.findByText('Framgång')).toBeInTheDocument();
    expect(
      screen.getByText('Mappen har raderats. Bilder har flyttats till Default.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(folderNames(dialog)).toEqual(['Default']));
  });

  it('keeps the folder when the delete is called off, and says "Kunde inte radera mappen." when it fails', async () => {
    const dialog = renderManager([
      foldersMock([defaultFolder, landscapes]),
      deleteMock(landscapes.id, new Error('')),
    ]);

    await userEvent.click(await dialog.findByRole('button', { name: 'Delete Landscapes' }));
    await userEvent.click(
      within(await findConfirm()).getByRole('button', {
        name: 'Avbryt',
      }),
    );
    expect(folderNames(dialog)).toEqual(['Default', 'Landscapes']);

    await userEvent.click(dialog.getByRole('button', { name: 'Delete Landscapes' }));
    await userEvent.click(
      within(await findConfirm()).getByRole('button', {
        name: 'Radera',
      }),
    );

    expect(await screen.findByText('Fel')).toBeInTheDocument();
    expect(screen.getByText('Kunde inte radera mappen.')).toBeInTheDocument();
    expect(folderNames(dialog)).toEqual(['Default', 'Landscapes']);
  });
});
