import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  ChangePasswordDocument,
  UpdateProfileDocument,
  type SessionUserFragment,
} from '../graphql/generated/graphql';
import {
  cancelEmailChangeMock,
  resendVerificationMock,
  tooManyAttempts,
} from '../features/account/testing/accountLinkMocks';
import { meMock, meResult, testUser } from '../test/fixtures';
import { heldOperation } from '../test/heldOperation';
import { renderApp } from '../test/renderApp';

const ada = testUser({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  creditBalance: 42.5,
  createdAt: '2026-01-15T10:00:00.000Z',
});

const main = () => within(screen.getByRole('main'));

async function renderProfile(
  user: SessionUserFragment,
  mocks: MockLink.MockedResponse[] = [],
  before?: ApolloLink,
) {
  const view = renderApp('/profile', { user, mocks, before });
  await screen.findByRole('heading', { name: 'My Profile' });
  return view;
}

function updateProfileMock(
  input: { name: string; email: string; currentPassword?: string },
  outcome: { user: SessionUserFragment } | { failure: string; field?: string } | { error: Error },
): MockLink.MockedResponse {
  const request = { query: UpdateProfileDocument, variables: { input } };
  if ('error' in outcome) return { request, error: outcome.error };
  return {
    request,
    result:
      'user' in outcome
        ? { data: { updateProfile: meResult(outcome.user).data.me } }
        : {
            errors: [
              {
                message: outcome.failure,
                ...(outcome.field
                  ? { extensions: { code: 'BAD_USER_INPUT', field: outcome.field } }
                  : {}),
              },
            ],
          },
  };
}

const passwords = {
  currentPassword: 'old-secret',
  newPassword: 'new-secret',
  confirmPassword: 'new-secret',
};

function changePasswordMock(failure?: string, field?: string): MockLink.MockedResponse {
  const extensions = field ? { extensions: { code: 'BAD_USER_INPUT', field } } : {};
  return {
    request: { query: ChangePasswordDocument, variables: { input: passwords } },
    result: failure
      ? { errors: [{ message: failure, ...extensions }] }
      : { data: { changePassword: true } },
  };
}

const PASSWORD = 'plum-orbit-canyon';

/** The profile form's "Current password": the Change Password card has one too, after it. */
const profilePasswordField = () => main().getAllByLabelText('Current password')[0];

async function replaceText(label: string, text: string) {
  const field = main().getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

async function fillPasswords(values = passwords) {
  await replaceText('Current password', values.currentPassword);
  await replaceText('New password', values.newPassword);
  await replaceText('Confirm new password', values.confirmPassword);
}

describe('Profile page', () => {
  it('shows avatar initials, name, email, credits, membership level and the date joined', async () => {
    await renderProfile(ada);

    const summary = main();
    expect(summary.getByText('AL')).toBeInTheDocument();
    expect(summary.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(summary.getAllByText('ada@example.com')).not.toHaveLength(0);
    expect(summary.getAllByText('42.5 credits')).not.toHaveLength(0);
    expect(summary.getByText('Standard')).toBeInTheDocument();
    expect(summary.getByText('January 15, 2026')).toBeInTheDocument();
    expect(summary.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(summary.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('says Admin for an administrator, and U without a name', async () => {
    await renderProfile(
      testUser({
        name: '',
        isAdmin: true,
        accessLevel: { id: 5, name: 'Administrator', level: 100 },
      }),
    );

    expect(main().getByText('Admin')).toBeInTheDocument();
    expect(main().getByText('U')).toBeInTheDocument();
  });

  describe('Profile Information', () => {
    it('asks for a 2-character name and a valid email', async () => {
      await renderProfile(ada);

      await replaceText('Name', 'A');
      await replaceText('Email', 'ada@');
      await userEvent.click(main().getByRole('button', { name: 'Update profile' }));

      expect(await main().findByText('Name must be at least 2 characters')).toBeInTheDocument();
      expect(await main().findByText('Enter a valid email address')).toBeInTheDocument();
    });

    it('reads "Updating..." while saving, says "Profile updated" and re-reads the user', async () => {
      const renamed = { ...ada, name: 'Ada King' };
      const update = heldOperation('UpdateProfile');
      await renderProfile(
        ada,
        [
          updateProfileMock({ name: 'Ada King', email: 'ada@example.com' }, { user: renamed }),
          // Only the forced re-read knows about the new balance.
          meMock({ ...renamed, creditBalance: 12 }),
        ],
        update.link,
      );

      await replaceText('Name', 'Ada King ');
      await userEvent.click(main().getByRole('button', { name: 'Update profile' }));

      expect(await main().findByRole('button', { name: 'Updating...' })).toBeDisabled();
      update.release();
      expect(await screen.findByText('Profile updated')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: /Account menu/ })).toHaveTextContent('AK');
      expect(await screen.findByRole('heading', { name: 'Ada King' })).toBeInTheDocument();
      expect(await screen.findAllByText('12 credits')).not.toHaveLength(0);
      expect(main().getByRole('button', { name: 'Update profile' })).toBeEnabled();
    });

    it('says "Update error" with the server\'s reason', async () => {
      await renderProfile(ada, [
        updateProfileMock(
          { name: 'Ada Lovelace', email: 'grace@example.com', currentPassword: PASSWORD },
          { failure: 'An account with this email already exists' },
        ),
      ]);

      await replaceText('Email', 'grace@example.com');
      await userEvent.type(profilePasswordField(), PASSWORD);
      await userEvent.click(main().getByRole('button', { name: 'Update profile' }));

      expect(await screen.findByText('Update error')).toBeInTheDocument();
      expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
    });

    it('asks for the current password for a new address only, and shows a wrong one on it', async () => {
      const wrong = 'Current password is incorrect';
      await renderProfile(ada, [
        updateProfileMock(
          { name: 'Ada Lovelace', email: 'ada.king@example.com', currentPassword: 'not-it' },
          { failure: wrong, field: 'currentPassword' },
        ),
      ]);
      // Only the Change Password card asks for it while the address stays.
      expect(main().getAllByLabelText('Current password')).toHaveLength(1);

      await replaceText('Email', 'ada.king@example.com');
      expect(main().getAllByLabelText('Current password')).toHaveLength(2);
      await userEvent.click(main().getByRole('button', { name: 'Update profile' }));
      expect(await main().findByText('Enter your current password')).toBeInTheDocument();

      await userEvent.type(profilePasswordField(), 'not-it');
      await userEvent.click(main().getByRole('button', { name: 'Update profile' }));
      expect(await screen.findByText('Update error')).toBeInTheDocument();
      expect(profilePasswordField()).toHaveAccessibleDescription(expect.stringContaining(wrong));

      // Back to the current address: no password needed.
      await replaceText('Email', 'ada@example.com');
      expect(main().getAllByLabelText('Current password')).toHaveLength(1);
    });

    it('says "An unknown error occurred" when the failure has no message', async () => {
      await renderProfile(ada, [
        updateProfileMock(
          { name: 'Ada Lovelace', email: 'ada@example.com' },
          { error: new Error() },
        ),
      ]);

      await userEvent.click(main().getByRole('button', { name: 'Update profile' }));

      expect(await screen.findByText('Update error')).toBeInTheDocument();
      expect(screen.getByText('An unknown error occurred')).toBeInTheDocument();
    });
  });

  describe('Change Password', () => {
    it('asks for 6 characters in each field', async () => {
      await renderProfile(ada);

      await userEvent.click(main().getByRole('button', { name: 'Change password' }));

      expect(await main().findAllByText('Password must be at least 6 characters')).toHaveLength(3);
    });

    it('says "Passwords do not match" on the confirm field, and nothing else there', async () => {
      await renderProfile(ada);

      await fillPasswords({ ...passwords, confirmPassword: 'new-secreT' });
      await userEvent.click(main().getByRole('button', { name: 'Change password' }));

      const confirmItem = main().getByLabelText('Confirm new password').closest('.ant-form-item');
      expect(
        await within(confirmItem as HTMLElement).findByText('Passwords do not match'),
      ).toBeInTheDocument();
      expect(main().getAllByText('Passwords do not match')).toHaveLength(1);
      expect(main().queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
    });

    it('reads "Changing password...", then clears the form and says "Password changed"', async () => {
      const change = heldOperation('ChangePassword');
      await renderProfile(ada, [changePasswordMock()], change.link);

      await fillPasswords();
      await userEvent.click(main().getByRole('button', { name: 'Change password' }));

      expect(await main().findByRole('button', { name: 'Changing password...' })).toBeDisabled();
      change.release();
      expect(await screen.findByText('Password changed')).toBeInTheDocument();
      for (const label of ['Current password', 'New password', 'Confirm new password']) {
        expect(main().getByLabelText(label)).toHaveValue('');
      }
    });

    it('says "Password change error" with the server\'s reason', async () => {
      await renderProfile(ada, [changePasswordMock('Current password is incorrect')]);

      await fillPasswords();
      await userEvent.click(main().getByRole('button', { name: 'Change password' }));

      expect(await screen.findByText('Password change error')).toBeInTheDocument();
      expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
      expect(main().getByLabelText('Current password')).toHaveValue('old-secret');
    });

    it("shows the server's refusal of a guessable password on the new password", async () => {
      const tooEasy =
        'This password is too easy to guess. This is a heavily used password. Add more words that are less common.';
      await renderProfile(ada, [changePasswordMock(tooEasy, 'newPassword')]);

      await fillPasswords();
      await userEvent.click(main().getByRole('button', { name: 'Change password' }));

      expect(await screen.findByText('Password change error')).toBeInTheDocument();
      await waitFor(() =>
        expect(main().getByLabelText('New password')).toHaveAccessibleDescription(
          expect.stringContaining('This password is too easy to guess.'),
        ),
      );
    });
  });

  describe('Email verification', () => {
    const unverified = { ...ada, emailVerified: false };
    const pendingNotice =
      'Confirm your new address: we sent a link to ada.king@example.com. Your email stays ada@example.com until you open it.';

    it('says nothing about a verified address with no change pending', async () => {
      await renderProfile(ada);

      expect(main().queryByText('Not verified')).not.toBeInTheDocument();
      expect(main().queryByRole('button', { name: /verification link/ })).not.toBeInTheDocument();
      expect(main().queryByRole('alert')).not.toBeInTheDocument();
    });

    it('marks an unverified address and sends a new link to it', async () => {
      const sent: unknown[] = [];
      await renderProfile(unverified, [resendVerificationMock('ada@example.com', { sent })]);

      expect(main().getByText('Not verified')).toBeInTheDocument();
      await userEvent.click(main().getByRole('button', { name: 'Send verification link' }));

      expect(await screen.findByText('Verification link sent to ada@example.com')).toBeVisible();
      expect(sent).toEqual([{}]);
    });

    it("says why a new link was not sent, in the server's words", async () => {
      await renderProfile(unverified, [resendVerificationMock(tooManyAttempts())]);

      await userEvent.click(main().getByRole('button', { name: 'Send verification link' }));

      expect(await screen.findByText('Link not sent')).toBeVisible();
      expect(
        screen.getByText('Too many attempts. Please wait 15 minutes and try again.'),
      ).toBeVisible();
    });

    it('reads the user again when the server says the address is already verified', async () => {
      await renderProfile(unverified, [
        resendVerificationMock(
          new GraphQLError('Your email address is already verified', {
            extensions: { code: 'BAD_USER_INPUT', status: 400 },
          }),
        ),
        meMock(ada),
      ]);

      await userEvent.click(main().getByRole('button', { name: 'Send verification link' }));

      expect(await screen.findByText('Your email address is already verified')).toBeVisible();
      await waitFor(() => expect(main().queryByText('Not verified')).not.toBeInTheDocument());
    });

    it('keeps the current address after a change to a new one, and explains the pending one', async () => {
      const pending = { ...ada, pendingEmail: 'ada.king@example.com' };
      await renderProfile(ada, [
        updateProfileMock(
          { name: 'Ada Lovelace', email: 'ada.king@example.com', currentPassword: PASSWORD },
          { user: pending },
        ),
        meMock(pending),
      ]);

      await replaceText('Email', 'ada.king@example.com');
      await userEvent.type(profilePasswordField(), PASSWORD);
      await userEvent.click(main().getByRole('button', { name: 'Update profile' }));

      expect(await screen.findByText('Profile updated')).toBeInTheDocument();
      expect(await main().findByRole('alert')).toHaveTextContent(pendingNotice);
      expect(main().getByLabelText('Email')).toHaveValue('ada@example.com');
      expect(main().getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
      expect(main().getAllByText('ada@example.com')).not.toHaveLength(0);
    });

    it('sends the link for a pending address again', async () => {
      const sent: unknown[] = [];
      await renderProfile({ ...ada, pendingEmail: 'ada.king@example.com' }, [
        resendVerificationMock('ada.king@example.com', { sent }),
      ]);

      await userEvent.click(main().getByRole('button', { name: 'Resend link' }));

      expect(
        await screen.findByText('Verification link sent to ada.king@example.com'),
      ).toBeVisible();
      expect(sent).toEqual([{}]);
    });

    it('withdraws a pending change and the notice with it', async () => {
      const sent: unknown[] = [];
      await renderProfile({ ...ada, pendingEmail: 'ada.king@example.com' }, [
        cancelEmailChangeMock(ada, { sent }),
      ]);
      expect(main().getByRole('alert')).toHaveTextContent(pendingNotice);

      await userEvent.click(main().getByRole('button', { name: 'Cancel change' }));

      expect(await screen.findByText('Email change cancelled')).toBeVisible();
      expect(screen.getByText('Your email stays ada@example.com.')).toBeVisible();
      await waitFor(() => expect(main().queryByRole('alert')).not.toBeInTheDocument());
      expect(sent).toEqual([{}]);
    });

    it("keeps the notice when the server refuses to withdraw the change, in the server's words", async () => {
      await renderProfile({ ...ada, pendingEmail: 'ada.king@example.com' }, [
        cancelEmailChangeMock(new GraphQLError('Authentication required')),
      ]);

      await userEvent.click(main().getByRole('button', { name: 'Cancel change' }));

      expect(await screen.findByText('Email change not cancelled')).toBeVisible();
      expect(screen.getByText('Authentication required')).toBeVisible();
      expect(main().getByRole('alert')).toHaveTextContent(pendingNotice);
    });

    it('marks an unverified address that also has a change pending', async () => {
      await renderProfile({ ...unverified, pendingEmail: 'ada.king@example.com' });

      expect(main().getByText('Not verified')).toBeInTheDocument();
      expect(main().getByRole('alert')).toHaveTextContent(pendingNotice);
      // The notice's "Resend link" sends to the pending address: one button for it is enough.
      expect(
        main().queryByRole('button', { name: 'Send verification link' }),
      ).not.toBeInTheDocument();
    });
  });
});
