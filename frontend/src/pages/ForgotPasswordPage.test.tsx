import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  requestPasswordResetMock,
  tooManyAttempts,
} from '../features/account/testing/accountLinkMocks';
import { heldOperation } from '../test/heldOperation';
import { renderApp } from '../test/renderApp';

const card = () => within(screen.getByRole('main'));

async function renderForgotPassword(...args: Parameters<typeof renderApp>) {
  const view = renderApp(...args);
  await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 });
  return view;
}

async function askForLink(email: string) {
  const field = card().getByLabelText('Email');
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(card().getByRole('button', { name: 'Send reset link' }));
}

describe('Forgot password page', () => {
  it('is a link under the log-in form that carries the typed address along', async () => {
    const { router } = renderApp('/auth');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');

    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(link);

    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    // In router state, not in the address: nothing of it ends up in history or logs.
    expect(router.state.location.search).toBe('');
    expect(card().getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(document.title).toBe('Forgot password · PixelForge Studio');
  });

  it('is reached with the keyboard from the log-in form', async () => {
    renderApp('/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    await userEvent.tab();

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveFocus();
  });

  it('starts empty when opened directly', async () => {
    await renderForgotPassword('/forgot-password');

    expect(card().getByLabelText('Email')).toHaveValue('');
    expect(card().getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/auth');
  });

  it('asks for a valid email address without calling the server', async () => {
    await renderForgotPassword('/forgot-password');

    await askForLink('ada@example');

    expect(await card().findByText('Enter a valid email address')).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(card().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads "Sending..." while the link is asked for, then says the same for any address', async () => {
    const sent: unknown[] = [];
    const request = heldOperation('RequestPasswordReset');
    await renderForgotPassword('/forgot-password', {
      mocks: [requestPasswordResetMock('nobody@example.com', true, { sent })],
      before: request.link,
    });

    await askForLink('  nobody@example.com ');

    expect(await card().findByRole('button', { name: 'Sending...' })).toBeDisabled();
    request.release();
    expect(
      await screen.findByRole('heading', { name: 'Check your email', level: 1 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ input: { email: 'nobody@example.com' } }]);
    expect(
      card().getByText(
        'If an account uses nobody@example.com, we have sent it a link to reset the password. The link works for one hour.',
      ),
    ).toBeInTheDocument();
    expect(card().getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/auth');
  });

  it('goes back to the form, address kept, to try another address', async () => {
    await renderForgotPassword('/forgot-password', {
      mocks: [requestPasswordResetMock('ada@exmaple.com')],
    });
    await askForLink('ada@exmaple.com');
    await screen.findByRole('heading', { name: 'Check your email' });

    await userEvent.click(card().getByRole('button', { name: 'Use another address' }));

    expect(card().getByLabelText('Email')).toHaveValue('ada@exmaple.com');
  });

  it('shows a rate-limit refusal in place and keeps the form', async () => {
    await renderForgotPassword('/forgot-password', {
      mocks: [requestPasswordResetMock('ada@example.com', tooManyAttempts())],
    });

    await askForLink('ada@example.com');

    expect(await card().findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(card().getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('says the server could not be reached when no answer comes', async () => {
    await renderForgotPassword('/forgot-password', {
      mocks: [
        {
          ...requestPasswordResetMock('ada@example.com'),
          result: undefined,
          error: new TypeError('Failed to fetch'),
        },
      ],
    });

    await askForLink('ada@example.com');

    expect(await card().findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});
