import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  refusal,
  resendVerificationMock,
  tooManyAttempts,
  verifyEmailMock,
} from '../features/account/testing/accountLinkMocks';
import { MeDocument } from '../graphql/generated/graphql';
import { meMock, testUser } from '../test/fixtures';
import { heldOperation } from '../test/heldOperation';
import { renderApp } from '../test/renderApp';

const TOKEN = 'verify-token-456';
const card = () => within(screen.getByRole('main'));
const unverifiedAda = testUser({ email: 'ada@example.com', emailVerified: false });
const usedLink = () =>
  refusal(
    'This verification link has already been used. Send yourself a new one.',
    'BAD_USER_INPUT',
    {
      status: 400,
      field: 'token',
    },
  );
const addressTaken = () =>
  refusal('An account with this email already exists', 'CONFLICT', { status: 409 });

describe('Verify email page', () => {
  it('opens the link once, even when StrictMode runs effects twice, and says the address is verified', async () => {
    const sent: unknown[] = [];
    const verify = heldOperation('VerifyEmail');
    const { router } = renderApp(`/verify-email?token=${TOKEN}`, {
      strictMode: true,
      mocks: [verifyEmailMock(TOKEN, 'ada@example.com', { sent })],
      before: verify.link,
    });

    expect(
      await screen.findByRole('heading', { name: 'Verifying your email address...', level: 1 }),
    ).toBeInTheDocument();
    verify.release();
    expect(
      await screen.findByRole('heading', { name: 'Email verified', level: 1 }),
    ).toBeInTheDocument();
    expect(card().getByText('ada@example.com is now verified.')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { token: TOKEN } }]);
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.title).toBe('Verify email · PixelForge Studio');
  });

  it('leads a visitor to log in', async () => {
    renderApp(`/verify-email?token=${TOKEN}`, {
      mocks: [verifyEmailMock(TOKEN, 'ada@example.com')],
    });

    await screen.findByRole('heading', { name: 'Email verified' });

    expect(card().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  });

  it('reads a signed-in user again and leads them to the dashboard', async () => {
    const { client } = renderApp(`/verify-email?token=${TOKEN}`, {
      user: unverifiedAda,
      mocks: [
        verifyEmailMock(TOKEN, 'ada@example.com'),
        meMock({ ...unverifiedAda, emailVerified: true }),
      ],
    });

    await screen.findByRole('heading', { name: 'Email verified' });

    expect(await card().findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await waitFor(() =>
      expect(client.readQuery({ query: MeDocument })?.me?.emailVerified).toBe(true),
    );
  });

  it('says a link opened a second time found the address verified already', async () => {
    renderApp(`/verify-email?token=${TOKEN}`, {
      user: testUser({ email: 'ada@example.com', emailVerified: true }),
      mocks: [
        verifyEmailMock(TOKEN, 'ada@example.com', { alreadyVerified: true }),
        meMock(testUser({ email: 'ada@example.com', emailVerified: true })),
      ],
    });

    expect(
      await screen.findByRole('heading', { name: 'Email already verified', level: 1 }),
    ).toBeInTheDocument();
    expect(
      card().getByText('ada@example.com was verified already: there is nothing more to do.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Email not verified')).not.toBeInTheDocument();
    expect(card().queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    expect(await card().findByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });

  it("shows the server's refusal and offers a signed-in, unverified user a new link", async () => {
    const sent: unknown[] = [];
    renderApp(`/verify-email?token=${TOKEN}`, {
      user: unverifiedAda,
      mocks: [
        verifyEmailMock(TOKEN, usedLink()),
        resendVerificationMock('ada@example.com', { sent }),
      ],
    });

    expect(
      await screen.findByRole('heading', { name: 'Email not verified', level: 1 }),
    ).toBeInTheDocument();
    expect(
      card().getByText('This verification link has already been used. Send yourself a new one.'),
    ).toBeInTheDocument();
    // The signed-in user may be read after the refusal arrives.
    expect(await card().findByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    await userEvent.click(card().getByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText('Verification link sent to ada@example.com')).toBeVisible();
    expect(sent).toEqual([{}]);
  });

  it('shows a refused new link in an error toast', async () => {
    renderApp(`/verify-email?token=${TOKEN}`, {
      user: unverifiedAda,
      mocks: [verifyEmailMock(TOKEN, usedLink()), resendVerificationMock(tooManyAttempts())],
    });
    await screen.findByRole('heading', { name: 'Email not verified' });

    await userEvent.click(await card().findByRole('button', { name: 'Send a new link' }));

    expect(await screen.findByText('Link not sent')).toBeVisible();
    expect(
      screen.getByText('Too many attempts. Please wait 15 minutes and try again.'),
    ).toBeVisible();
  });

  it('offers a visitor no new link, only the way to log in', async () => {
    renderApp(`/verify-email?token=${TOKEN}`, { mocks: [verifyEmailMock(TOKEN, usedLink())] });
    await screen.findByRole('heading', { name: 'Email not verified' });
    expect(card().queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  });

  it('offers no new link to a verified user', async () => {
    renderApp(`/verify-email?token=${TOKEN}`, {
      user: testUser({ emailVerified: true }),
      mocks: [verifyEmailMock(TOKEN, usedLink())],
    });

    await screen.findByRole('heading', { name: 'Email not verified' });
    expect(await card().findByRole('link', { name: 'Go to your profile' })).toBeInTheDocument();
    expect(card().queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('sends no new link to a new address someone else has taken meanwhile', async () => {
    renderApp(`/verify-email?token=${TOKEN}`, {
      user: testUser({ emailVerified: true, pendingEmail: 'taken@example.com' }),
      mocks: [verifyEmailMock(TOKEN, addressTaken())],
    });

    await screen.findByRole('heading', { name: 'Email not verified' });
    expect(card().getByText('An account with this email already exists')).toBeInTheDocument();
    expect(await card().findByRole('link', { name: 'Go to your profile' })).toBeInTheDocument();
    expect(card().queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('says at once, without calling the server, that a link without a token cannot work', async () => {
    // No mock: a call would fail and replace this message with the transport's.
    renderApp('/verify-email');

    expect(
      await screen.findByRole('heading', { name: 'Email not verified', level: 1 }),
    ).toBeInTheDocument();
    expect(
      card().getByText('This verification link is incomplete. Open the link from the email again.'),
    ).toBeInTheDocument();
  });
});
