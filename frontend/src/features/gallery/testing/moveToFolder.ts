import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Picks `folder` in an open move dialog (a FolderPickerDialog) and presses its Move. */
export async function moveToFolder(dialog: HTMLElement, folder: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Folder' }));
  await userEvent.click(await screen.findByRole('option', { name: folder }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
}
