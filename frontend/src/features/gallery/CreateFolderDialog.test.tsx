import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateFolderDocument } from '../../graphql/generated/graphql';
import { heldOperation } from '../../test/heldOperation';
import { CreateFolderDialog } from './CreateFolderDialog';
import { folder } from './testing/galleryFixtures';
import { renderWithProviders } from './testing/renderWithProviders';

function createMock(
  name: string,
  outcome: { created: string } | { failure: string } | { error: Error },
): MockLink.MockedResponse {
  const request = { query: CreateFolderDocument, variables: { name } };
  if ('error' in outcome) return { request, error: outcome.error };
  return {
    request,
    result:
      'created' in outcome
        ? { data: { createFolder: folder('f-new', outcome.created) } }
        : { errors: [{ message: outcome.failure }] },
  };
}

function renderDialog(mocks: MockLink.MockedResponse[] = [], before?: ApolloLink) {
  const onClose = jest.fn();
  renderWithProviders(<CreateFolderDialog open onClose={onClose} />, mocks, { before });
  const dialog = within(screen.getByRole('dialog', { name: 'Create New Folder' }));
  return { dialog, onClose, field: dialog.getByLabelText('Folder Name') };
}

describe('Create folder dialog', () => {
  it('keeps "Create Folder" disabled while the name is blank', async () => {
    const { dialog, field } = renderDialog();

    expect(field).toHaveAttribute('placeholder', 'Enter folder name');
    expect(dialog.getByRole('button', { name: 'Create Folder' })).toBeDisabled();
    await userEvent.type(field, '   ');
    expect(dialog.getByRole('button', { name: 'Create Folder' })).toBeDisabled();
    await userEvent.type(field, 'x');
    expect(dialog.getByRole('button', { name: 'Create Folder' })).toBeEnabled();
  });

  it('refuses a blank name on Enter with "You must provide a name for the folder."', async () => {
    const { field, onClose } = renderDialog();

    await userEvent.type(field, '  {Enter}');

    expect(await screen.findByText('Error creating folder')).toBeInTheDocument();
    expect(screen.getByText('You must provide a name for the folder.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates the folder on Enter, reading "Creating..." meanwhile', async () => {
    const create = heldOperation('CreateFolder');
    const { dialog, field, onClose } = renderDialog(
      [createMock('Landscapes', { created: 'Landscapes' })],
      create.link,
    );

    await userEvent.type(field, '  Landscapes {Enter}');

    expect(await dialog.findByRole('button', { name: /Creating\.\.\./ })).toBeDisabled();
    create.release();
    expect(await screen.findByText('Folder created')).toBeInTheDocument();
    expect(screen.getByText('The folder "Landscapes" has been created.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('creates the folder with the button too', async () => {
    const { dialog, field, onClose } = renderDialog([
      createMock('Portraits', { created: 'Portraits' }),
    ]);

    await userEvent.type(field, 'Portraits');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Folder' }));

    expect(await screen.findByText('Folder created')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says "Error creating folder" with the server\'s reason, and stays open', async () => {
    const { field, onClose } = renderDialog([
      createMock('Default', { failure: 'A folder named "Default" already exists' }),
    ]);

    await userEvent.type(field, 'Default{Enter}');

    expect(await screen.findByText('Error creating folder')).toBeInTheDocument();
    expect(screen.getByText('A folder named "Default" already exists')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(field).toHaveValue('Default');
  });

  it('says "An unknown error occurred" when the failure has no message', async () => {
    const { field } = renderDialog([createMock('Trips', { error: new Error('') })]);

    await userEvent.type(field, 'Trips{Enter}');

    expect(await screen.findByText('Error creating folder')).toBeInTheDocument();
    expect(screen.getByText('An unknown error occurred')).toBeInTheDocument();
  });

  it('closes on Cancel', async () => {
    const { dialog, onClose } = renderDialog();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalled();
  });
});
