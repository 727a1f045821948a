import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyItemFragment } from '../../../../graphql/generated/graphql';
import { meMock, testUser } from '../../../../test/fixtures';
import { renderSignedIn } from '../secret-list/testing/renderSignedIn';
import {
  expectSecretShownOnce,
  expectTryAgainAfterLoadFailure,
  listRow,
  openCreateDialog as openSecretDialog,
} from '../secret-list/testing/secretListChecks';
import {
  CURRENT_PASSWORD,
  apiKey,
  apiKeysFailureMock,
  apiKeysMock,
  createApiKeyMock,
  revokeApiKeyMock,
} from './apiKeyMocks';
import { ApiKeysSection } from './ApiKeysSection';

const everything = apiKey({
  id: '6f1d2c3b-4a59-4e8f-8a7b-6c5d4e3f2a1b',
  name: 'Home server',
  prefix: 'pfk_XyZw9876',
  scopes: [],
  createdAt: '2026-02-10T12:00:00.000Z',
  lastUsedAt: null,
});
const backup = apiKey();

const SECRET = 'pfk_NewK3y5ecretNewK3y5ecretNewK3y5ecretNewK3y';
const created = apiKey({
  id: '9e8d7c6b-5a49-4382-b1a0-f9e8d7c6b5a4',
  name: 'CI deploy',
  prefix: 'pfk_NewK3y5e',
  scopes: ['generate', 'galleryWrite'],
  createdAt: '2026-03-06T12:00:00.000Z',
  lastUsedAt: null,
});

interface RenderOptions {
  isAdmin?: boolean;
  keys?: ApiKeyItemFragment[];
  /** The first load fails so; the next one answers the keys. */
  loadFailure?: string;
  /** When a password reset or change last revoked every key. */
  revokedAt?: string;
  mocks?: MockLink.MockedResponse[];
}

/** The section, signed in (so the session knows whether the user is an administrator). */
function renderSection({
  isAdmin = false,
  keys = [backup, everything],
  loadFailure,
  revokedAt,
  mocks = [],
}: RenderOptions = {}) {
  renderSignedIn(<ApiKeysSection />, [
    meMock(testUser({ isAdmin })),
    ...(loadFailure ? [apiKeysFailureMock(loadFailure)] : []),
    apiKeysMock(keys, revokedAt),
    ...mocks,
  ]);
}

/** The section once the keys (or their failure) are in. */
async function renderApiKeys(options: RenderOptions = {}) {
  renderSection(options);
  expect(screen.getByText('Loading API keys...')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loading API keys...')).not.toBeInTheDocument());
  return { user: userEvent.setup() };
}

/** The list row of the key with this name. */
const keyRow = (name: string) => listRow('Your API keys', name);

/** Fills the create dialog: the current password, then the name (which may end in {Enter}). */
async function typeKey(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  name: string,
) {
  await user.type(dialog.getByLabelText('Current password'), CURRENT_PASSWORD);
  await user.type(dialog.getByRole('textbox', { name: 'Name' }), name);
}

const openCreateDialog = (user: ReturnType<typeof userEvent.setup>) =>
  openSecretDialog(user, 'Create API key');

describe('API keys', () => {
  it('lists each key with its name, prefix, scopes, creation and last use', async () => {
    await renderApiKeys();

    expect(await screen.findByText('Nightly backup')).toBeInTheDocument();
    const backupRow = keyRow('Nightly backup');
    expect(within(backupRow).getByText('pfk_AbCd1234…').closest('code')).not.toBeNull();
    expect(within(backupRow).getByText('gallery:read')).toBeInTheDocument();
    expect(backupRow).toHaveTextContent('Created Mar 2, 2026');
    expect(backupRow).toHaveTextContent(/Last used Mar 5, 2026/);
    expect(within(backupRow).getByRole('button', { name: 'Revoke Nightly backup' })).toBeVisible();

    const homeRow = keyRow('Home server');
    expect(within(homeRow).getByText('pfk_XyZw9876…')).toBeInTheDocument();
    expect(within(homeRow).getByText('All user permissions')).toBeInTheDocument();
    expect(homeRow).toHaveTextContent('Last used Never');
    expect(within(homeRow).getByRole('button', { name: 'Revoke Home server' })).toBeVisible();
  });

  it('says "No API keys yet" when there are none', async () => {
    await renderApiKeys({ keys: [] });

    expect(screen.getByText('No API keys yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your API keys' })).not.toBeInTheDocument();
  });

  it('says why the keys could not be loaded, and loads them again on "Try again"', async () => {
    const { user } = await renderApiKeys({ keys: [backup], loadFailure: 'Network unreachable' });

    await expectTryAgainAfterLoadFailure(user, {
      title: 'Could not load your API keys',
      reason: 'Network unreachable',
      loaded: 'Nightly backup',
    });
  });

  it('creates a key with the checked scopes, shows its secret once, then lists it', async () => {
    const create = createApiKeyMock(
      { name: 'CI deploy', scopes: ['generate', 'galleryWrite'] },
      { key: SECRET, apiKey: created },
    );
    const { user } = await renderApiKeys({ mocks: [create] });
    await screen.findByText('Nightly backup');

    const dialog = await openCreateDialog(user);
    await typeKey(user, dialog, '  CI deploy ');
    // Checked out of order: they are sent in the dialog's order.
    await user.click(dialog.getByRole('checkbox', { name: 'gallery:write' }));
    await user.click(dialog.getByRole('checkbox', { name: 'generate' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    const shown = within(
      await screen.findByRole('dialog', { name: 'API key "CI deploy" created' }),
    );
    expect(create.result).toHaveBeenCalledTimes(1);
    expect(
      shown.getByText('Copy this key now. You will not be able to see it again.'),
    ).toBeInTheDocument();
    await expectSecretShownOnce(user, shown, { fieldName: 'Your new API key', secret: SECRET });
    const newRow = keyRow('CI deploy');
    expect(within(newRow).getByText('pfk_NewK3y5e…')).toBeInTheDocument();
    expect(within(newRow).getByText('generate')).toBeInTheDocument();
    expect(within(newRow).getByText('gallery:write')).toBeInTheDocument();
    expect(newRow).toHaveTextContent('Last used Never');
  });

  it('creates a key with every user permission when no scope is checked', async () => {
    const create = createApiKeyMock(
      { name: 'Laptop', scopes: [] },
      { key: SECRET, apiKey: { ...created, name: 'Laptop', scopes: [] } },
    );
    const { user } = await renderApiKeys({ keys: [], mocks: [create] });

    const dialog = await openCreateDialog(user);
    expect(
      dialog.getByText('None checked: the key may do everything you may do as a user.'),
    ).toBeInTheDocument();
    await typeKey(user, dialog, 'Laptop');
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('dialog', { name: 'API key "Laptop" created' })).toBeVisible();
    expect(create.result).toHaveBeenCalledTimes(1);
  });

  it('starts at the name, and asks for one of at most 60 characters before sending anything', async () => {
    const { user } = await renderApiKeys();
    const dialog = await openCreateDialog(user);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus());

    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await dialog.findByText('Enter a name of 1 to 60 characters')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('maxlength', '60');
  });

  it('explains each scope, and offers no admin scope to a member', async () => {
    const { user } = await renderApiKeys();
    const dialog = await openCreateDialog(user);

    expect(dialog.getByRole('checkbox', { name: 'generate' })).toHaveAccessibleDescription(
      'Generate images, prompt favorites and credits',
    );
    expect(dialog.getByRole('checkbox', { name: 'gallery:read' })).toHaveAccessibleDescription(
      'Read saved images and folders',
    );
    expect(dialog.getByRole('checkbox', { name: 'gallery:write' })).toHaveAccessibleDescription(
      'Save, move and delete images and folders',
    );
    expect(dialog.getByRole('checkbox', { name: 'share' })).toHaveAccessibleDescription(
      'Create, list, change and revoke share links',
    );
    expect(dialog.getAllByRole('checkbox')).toHaveLength(4);
    expect(dialog.queryByRole('checkbox', { name: 'admin' })).not.toBeInTheDocument();
  });

  it('offers the admin scope to an administrator and sends it', async () => {
    const create = createApiKeyMock(
      { name: 'Ops', scopes: ['admin'] },
      { key: SECRET, apiKey: { ...created, name: 'Ops', scopes: ['admin'] } },
    );
    const { user } = await renderApiKeys({ isAdmin: true, mocks: [create] });
    const dialog = await openCreateDialog(user);

    expect(dialog.getAllByRole('checkbox')).toHaveLength(5);
    await typeKey(user, dialog, 'Ops');
    await user.click(dialog.getByRole('checkbox', { name: 'admin' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('dialog', { name: 'API key "Ops" created' })).toBeVisible();
    expect(create.result).toHaveBeenCalledTimes(1);
  });

  it('shows a refused admin scope on the scopes, and keeps the dialog open', async () => {
    const message = 'Only administrators can create keys with the admin scope';
    // The session may be stale: the user was an administrator when the page loaded.
    const create = createApiKeyMock(
      { name: 'Ops', scopes: ['admin'] },
      { code: 'FORBIDDEN', message },
    );
    const { user } = await renderApiKeys({ isAdmin: true, mocks: [create] });
    const dialog = await openCreateDialog(user);

    await typeKey(user, dialog, 'Ops');
    await user.click(dialog.getByRole('checkbox', { name: 'admin' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: 'Scopes' })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.queryByRole('dialog', { name: /created/ })).not.toBeInTheDocument();
  });

  it('says why the server refused a key that concerns no field, in a toast', async () => {
    const message = 'You can have at most 20 API keys; revoke one first';
    const create = createApiKeyMock(
      { name: 'One more', scopes: [] },
      { code: 'CONFLICT', message },
    );
    const { user } = await renderApiKeys({ mocks: [create] });
    const dialog = await openCreateDialog(user);

    await typeKey(user, dialog, 'One more');
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Could not create the API key')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create API key' })).toBeVisible();
  });

  it('asks for the current password before sending, and shows a wrong one on its field', async () => {
    const message = 'Current password is incorrect';
    const create = createApiKeyMock(
      { name: 'Laptop', scopes: [] },
      { code: 'BAD_USER_INPUT', message, field: 'currentPassword' },
    );
    const { user } = await renderApiKeys({ mocks: [create] });
    const dialog = await openCreateDialog(user);

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Laptop');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Enter your current password')).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText('Current password'), CURRENT_PASSWORD);
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(dialog.getByLabelText('Current password')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(create.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: /created/ })).not.toBeInTheDocument();
  });

  it('explains an empty list when a password reset or change revoked every key', async () => {
    await renderApiKeys({ keys: [], revokedAt: '2026-03-01T09:30:00.000Z' });
    expect(screen.getByText('Your API keys were revoked')).toBeInTheDocument();
    expect(screen.getByText(/Your password was reset or changed on/)).toHaveTextContent(
      /Create new keys for your scripts and services/,
    );
  });

  it('says nothing of revoked keys once new ones exist', async () => {
    await renderApiKeys({ revokedAt: '2026-03-01T09:30:00.000Z' });
    expect(screen.queryByText('Your API keys were revoked')).not.toBeInTheDocument();
  });

  it('revokes a key only after confirmation, sending its id', async () => {
    const revoke = revokeApiKeyMock(backup.id);
    const { user } = await renderApiKeys({ mocks: [revoke] });
    await screen.findByText('Nightly backup');

    await user.click(screen.getByRole('button', { name: 'Revoke Nightly backup' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Revoke Nightly backup?' }));
    expect(confirm.getByText('Anything using it stops working at once.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Revoke Nightly backup?' }),
      ).not.toBeInTheDocument(),
    );
    expect(revoke.result).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Revoke Nightly backup' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Revoke Nightly backup?' }));
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
    expect(revoke.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Revoke Nightly backup' })).not.toBeInTheDocument();
    expect(keyRow('Home server')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal API keys' })).toHaveFocus();
  });

  it('keeps a key the server would not revoke, and says why', async () => {
    const revoke = revokeApiKeyMock(backup.id, { code: 'NOT_FOUND', message: 'API key not found' });
    const { user } = await renderApiKeys({ mocks: [revoke] });
    await screen.findByText('Nightly backup');

    await user.click(screen.getByRole('button', { name: 'Revoke Nightly backup' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Revoke Nightly backup?' }));
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Could not revoke the API key')).toBeInTheDocument();
    expect(screen.getByText('API key not found')).toBeInTheDocument();
    expect(keyRow('Nightly backup')).toBeInTheDocument();
  });
});
