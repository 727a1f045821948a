import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminDeleteUserDocument,
  AdminGrantCreditsDocument,
  AdminSetUserAccessLevelDocument,
} from '../../../graphql/generated/admin/graphql';
import { AdminPanel } from '../AdminPanel';
import { adminUser } from '../test/adminFixtures';
import { modelsMock, referenceMock, usersMock } from '../test/panelMocks';
import { renderAdmin } from '../test/renderAdmin';
import { selectOption } from '../test/selectOption';

const grace = adminUser();
const alan = adminUser({
  id: '0b9d7a52-2222-4c4c-9c9c-000000000002',
  name: 'Alan Turing',
  email: 'alan@example.com',
  createdAt: '2026-01-15T10:00:00.000Z',
});

async function renderUsers(mocks: MockLink.MockedResponse[]) {
  renderAdmin(<AdminPanel />, [referenceMock(), modelsMock([]), ...mocks]);
  await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
  return screen.findByRole('tabpanel', { name: 'Users' });
}

const rowOf = (panel: HTMLElement, name: string) =>
  within(panel).getByText(name).closest('tr') as HTMLElement;

describe('Users tab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists id, name, email, access level and registration date', async () => {
    const panel = await renderUsers([usersMock([grace, alan])]);

    const row = rowOf(panel, 'Alan Turing');
    expect(within(row).getByText('alan@example.com')).toBeInTheDocument();
    expect(within(row).getByText('0b9d7a52')).toBeInTheDocument();
    expect(within(row).getByText('January 15, 2026')).toBeInTheDocument();
    expect(
      within(row).getByRole('combobox', { name: 'Access level of Alan Turing' }),
    ).toBeInTheDocument();
    expect(within(row).getByTitle('Standard')).toBeInTheDocument();
  });

  it("changes a user's access level", async () => {
    const panel = await renderUsers([
      usersMock([grace]),
      {
        request: {
          query: AdminSetUserAccessLevelDocument,
          variables: { userId: grace.id, accessLevelId: 4 },
        },
        result: {
          data: {
            adminSetUserAccessLevel: {
              ...grace,
              accessLevelId: 4,
              accessLevel: { __typename: 'AccessLevel', id: 4, name: 'Premium', level: 3 },
            },
          },
        },
      },
    ]);

    await selectOption(
      within(panel).getByRole('combobox', { name: 'Access level of Grace Hopper' }),
      'Premium',
    );

    expect(await screen.findByText('User access level has been updated.')).toBeInTheDocument();
    expect(within(rowOf(panel, 'Grace Hopper')).getByTitle('Premium')).toBeInTheDocument();
  });

  it('says why a level change failed and keeps the old level', async () => {
    const panel = await renderUsers([
      usersMock([grace]),
      {
        request: { query: AdminSetUserAccessLevelDocument, variables: () => true },
        result: {
          errors: [{ message: 'The last administrator cannot be removed or demoted.' }],
        },
      },
    ]);

    await selectOption(
      within(panel).getByRole('combobox', { name: 'Access level of Grace Hopper' }),
      'Free',
    );

    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Could not update user access level: The last administrator cannot be removed or demoted.',
      ),
    ).toBeInTheDocument();
    expect(within(rowOf(panel, 'Grace Hopper')).getByTitle('Standard')).toBeInTheDocument();
  });

  it('asks the browser to confirm before deleting, and does nothing when cancelled', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const panel = await renderUsers([usersMock([grace])]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Delete Grace Hopper' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this user?');
    expect(within(panel).getByText('Grace Hopper')).toBeInTheDocument();
  });

  it('deletes a confirmed user and reads the list again', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const panel = await renderUsers([
      usersMock([grace, alan]),
      {
        request: { query: AdminDeleteUserDocument, variables: { userId: grace.id } },
        result: { data: { adminDeleteUser: true } },
      },
      usersMock([alan]),
    ]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Delete Grace Hopper' }));

    expect(await screen.findByText('The user has been deleted.')).toBeInTheDocument();
    expect(await within(panel).findByText('Showing 1 of 1 users')).toBeInTheDocument();
    expect(within(panel).queryByText('Grace Hopper')).not.toBeInTheDocument();
  });

  it('says why a deletion failed', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const panel = await renderUsers([
      usersMock([grace]),
      {
        request: { query: AdminDeleteUserDocument, variables: () => true },
        result: { errors: [{ message: 'User not found' }] },
      },
    ]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Delete Grace Hopper' }));

    expect(
      await screen.findByText('Could not delete the user: User not found'),
    ).toBeInTheDocument();
  });

  it('searches users by name or email', async () => {
    const panel = await renderUsers([
      usersMock([grace, alan]),
      usersMock([alan], { search: 'alan' }),
    ]);

    await userEvent.type(within(panel).getByLabelText('Search users'), ' alan {Enter}');

    expect(await within(panel).findByText('Showing 1 of 1 users')).toBeInTheDocument();
    expect(within(panel).queryByText('Grace Hopper')).not.toBeInTheDocument();
  });

  it('grants credits with a note', async () => {
    const panel = await renderUsers([
      usersMock([grace]),
      {
        request: {
          query: AdminGrantCreditsDocument,
          variables: { userId: grace.id, amount: 25, note: 'Contest prize' },
        },
        result: { data: { adminGrantCredits: { ...grace, creditBalance: 75 } } },
      },
    ]);

    await userEvent.click(
      within(panel).getByRole('button', { name: 'Grant credits to Grace Hopper' }),
    );
    // antd names every element "test-id" under test, so the dialog is found by its title text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Grant credits to Grace Hopper')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Amount'), '25');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Contest prize');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));

    expect(
      await screen.findByText("25 credits have been added to Grace Hopper's balance."),
    ).toBeInTheDocument();
    expect(within(rowOf(panel, 'Grace Hopper')).getByText('75')).toBeInTheDocument();
  });
});
