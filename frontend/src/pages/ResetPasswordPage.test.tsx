import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusal, resetPasswordMock } from '../features/account/testing/accountLinkMocks';
import { testUser } from '../test/fixtures';
import { heldOperation } from '../test/heldOperation';
import { renderApp } from '../test/renderApp';
import { AUTH_TOKEN_KEY } from '../lib/storageKeys';

const TOKEN = 'reset-token-123';
const card = () => within(screen.getByRole('main'));
const expiredLink = () =>
  refusal('This password reset link has expired. Ask for a new one.', 'BAD_USER_INPUT', {
    status: 400,
    field: 'token',
  });
const input = { token: TOKEN, newPassword: 'new-secret', confirmPassword: 'new-secret' };

async function renderReset(...[path, options]: Parameters<typeof renderApp>) {
  const view = renderApp(path, options);
  await screen.findByRole('heading', { name: 'Choose a new password', level: 1 });
  return view;
}

async function choosePassword(newPassword = 'new-secret', confirmPassword = newPassword) {
  await userEvent.type(card().getByLabelText('New password'), newPassword);
  await userEvent.type(card().getByLabelText('Confirm password'), confirmPassword);
  await userEvent.click(card().getByRole('button', { name: 'Set new password' }));
}

describe('Reset password page', () => {
  it('takes the token out of the address at once', async () => {
    const { router } = await renderReset(`/reset-password?token=${TOKEN}`);

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/reset-password');
    // Replaced, not pushed: Back does not return to the address with the token.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(card().getByLabelText('New password')).toBeInTheDocument();
    expect(document.title).toBe('Reset password · PixelForge Studio');
  });

  it('asks for 6 characters and the same password twice, without calling the server', async () => {
    await renderReset(`/reset-password?token=${TOKEN}`);

    await choosePassword('12345');
    expect(await card().findAllByText('Password must be at least 6 characters')).toHaveLength(2);

    await userEvent.clear(card().getByLabelText('New password'));
    await userEvent.clear(card().getByLabelText('Confirm password'));
    await choosePassword('new-secret', 'new-secreT');
    const confirmItem = card().getByLabelText('Confirm password').closest('.ant-form-item');
    expect(
      await within(confirmItem as HTMLElement).findByText('Passwords do not match'),
    ).toBeInTheDocument();
    expect(card().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads "Saving..." while saving, sends token and both passwords, then says so', async () => {
    const sent: unknown[] = [];
    const reset = heldOperation('ResetPassword');
    await renderReset(`/reset-password?token=${TOKEN}`, {
      mocks: [resetPasswordMock(input, true, { sent })],
      before: reset.link,
    });

    await choosePassword();

    expect(await card().findByRole('button', { name: 'Saving...' })).toBeDisabled();
    reset.release();
    expect(
      await screen.findByRole('heading', { name: 'Password changed', level: 1 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ input }]);
    expect(
      card().getByText(
        'Your password has been changed and you have been signed out everywhere. Log in with your new password.',
      ),
    ).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  });

  it('signs out in this browser too: the server has ended every session', async () => {
    const { router, client } = await renderReset(`/reset-password?token=${TOKEN}`, {
      user: testUser(),
      mocks: [resetPasswordMock(input)],
    });
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeInTheDocument();

    await choosePassword();

    await screen.findByRole('heading', { name: 'Password changed' });
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument(),
    );
    expect(client.extract()).toEqual({});
    // Locally only: a logout call would be refused by the server, and says so in a toast.
    expect(screen.queryByText('Utloggning misslyckades')).not.toBeInTheDocument();

    await userEvent.click(card().getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('tab', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('offers a new link, not the form, when the server refuses the token', async () => {
    const { router } = await renderReset(`/reset-password?token=${TOKEN}`, {
      mocks: [resetPasswordMock(input, expiredLink())],
    });

    await choosePassword();

    expect(await card().findByRole('alert')).toHaveTextContent(
      'This password reset link has expired. Ask for a new one.',
    );
    expect(card().queryByLabelText('New password')).not.toBeInTheDocument();
    const askAgain = card().getByRole('link', { name: 'Ask for a new link' });
    expect(askAgain).toHaveAttribute('href', '/forgot-password');

    await userEvent.click(askAgain);
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says at once that a link without a token cannot work', async () => {
    await renderReset('/reset-password');

    expect(card().getByRole('alert')).toHaveTextContent(
      'This password reset link is incomplete. Open the link from the email again, or ask for a new one.',
    );
    expect(card().getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(card().queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the confirmation on that field", async () => {
    await renderReset(`/reset-password?token=${TOKEN}`, {
      mocks: [
        resetPasswordMock(
          input,
          refusal('Passwords do not match', 'BAD_USER_INPUT', { field: 'confirmPassword' }),
        ),
      ],
    });

    await choosePassword();

    const confirmItem = card().getByLabelText('Confirm password').closest('.ant-form-item');
    expect(
      await within(confirmItem as HTMLElement).findByText('Passwords do not match'),
    ).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });

  it('shows any other failure in place and keeps the form', async () => {
    await renderReset(`/reset-password?token=${TOKEN}`, {
      mocks: [
        {
          ...resetPasswordMock(input),
          result: undefined,
          error: new TypeError('Failed to fetch'),
        },
      ],
    });

    await choosePassword();

    expect(await card().findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(card().getByLabelText('New password')).toHaveValue('new-secret');
  });
});
