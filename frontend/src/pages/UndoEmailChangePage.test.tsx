import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  refusal,
  resetPasswordMock,
  undoEmailChangeMock,
} from '../features/account/testing/accountLinkMocks';
import { AUTH_TOKEN_KEY } from '../lib/storageKeys';
import { testUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

const TOKEN = 'undo-token-789';
const RESET_TOKEN = 'reset-token-from-undo';
const card = () => within(screen.getByRole('main'));
const usedLink = () =>
  refusal(
    'This link to undo the email change has already been used. To secure the account, ask for a password reset link.',
    'BAD_USER_INPUT',
    { status: 400, field: 'token' },
  );

describe('Undo email change page', () => {
  it('changes nothing on opening: the owner confirms, and the address comes back', async () => {
    const sent: unknown[] = [];
    const { router } = renderApp(`/undo-email-change?token=${TOKEN}`, {
      mocks: [
        undoEmailChangeMock(
          TOKEN,
          { email: 'ada@example.com', resetToken: RESET_TOKEN },
          { delay: 100, sent },
        ),
      ],
    });

    // The page's chunk loads first: on a busy machine that can take a while.
    expect(
      await screen.findByRole('heading', { name: 'Was this not you?', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(document.title).toBe('Undo email change · PixelForge Studio');
    expect(sent).toEqual([]);

    await userEvent.click(card().getByRole('button', { name: 'Undo the change' }));
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password', level: 1 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ input: { token: TOKEN } }]);
    expect(card().getByText('The email change was undone')).toBeInTheDocument();
    expect(card().getByText(/Your account uses ada@example.com again/)).toBeInTheDocument();
  });

  it('then sets the new password with the token the server answered', async () => {
    const password = 'violet-harbor-lantern';
    const reset = { token: RESET_TOKEN, newPassword: password, confirmPassword: password };
    const sent: unknown[] = [];
    renderApp(`/undo-email-change?token=${TOKEN}`, {
      mocks: [
        undoEmailChangeMock(TOKEN, { email: 'ada@example.com', resetToken: RESET_TOKEN }),
        resetPasswordMock(reset, true, { sent }),
      ],
    });
    await userEvent.click(await card().findByRole('button', { name: 'Undo the change' }));
    await userEvent.type(await card().findByLabelText('New password'), password);
    await userEvent.type(card().getByLabelText('Confirm password'), password);
    await userEvent.click(card().getByRole('button', { name: 'Set new password' }));

    expect(
      await screen.findByRole('heading', { name: 'Password changed', level: 1 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ input: reset }]);
  });

  it('signs out in this browser too: the server has ended every session', async () => {
    renderApp(`/undo-email-change?token=${TOKEN}`, {
      user: testUser(),
      mocks: [undoEmailChangeMock(TOKEN, { email: 'ada@example.com', resetToken: RESET_TOKEN })],
    });
    await userEvent.click(await card().findByRole('button', { name: 'Undo the change' }));
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull());
  });

  it('says why a used link does not work and leads to a password reset', async () => {
    renderApp(`/undo-email-change?token=${TOKEN}`, {
      mocks: [undoEmailChangeMock(TOKEN, usedLink())],
    });
    await userEvent.click(await card().findByRole('button', { name: 'Undo the change' }));

    expect(
      await screen.findByRole('heading', { name: 'This link does not work', level: 1 }),
    ).toBeInTheDocument();
    expect(card().getByText(usedLink().message)).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says a link without its token is incomplete', async () => {
    renderApp('/undo-email-change');
    expect(
      await screen.findByRole('heading', { name: 'This link does not work', level: 1 }),
    ).toBeInTheDocument();
    expect(card().getByText(/This link is incomplete/)).toBeInTheDocument();
  });
});
