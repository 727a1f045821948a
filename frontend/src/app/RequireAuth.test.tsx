import { screen, waitFor } from '@testing-library/react';
import { writeAuthToken } from '../lib/authToken';
import { meMock, testUser } from '../test/fixtures';
import { heldOperation } from '../test/heldOperation';
import { renderApp } from '../test/renderApp';
import { AUTH_TOKEN_KEY } from '../lib/storageKeys';

/** The page spinner (antd's Spin has no role; it says it is busy). */
const busySpinner = () => document.querySelector('main [aria-busy="true"]');

describe('Pages for signed-in users only', () => {
  it.each(['/profile', '/settings'])(
    'send a visitor from %s to /auth, remembering it',
    async (path) => {
      const { router } = renderApp(path);

      expect(await screen.findByRole('tab', { name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
      expect(router.state.location.state).toEqual({ from: path });
    },
  );

  it('remember the query and hash too', async () => {
    const { router } = renderApp('/settings?tab=api#key');

    await screen.findByRole('tab', { name: 'Log in' });
    expect(router.state.location.state).toEqual({ from: '/settings?tab=api#key' });
  });

  it('show the spinner while a stored token is checked, then the page', async () => {
    writeAuthToken('stored-token');
    const me = heldOperation('Me');
    const { router } = renderApp('/profile', { mocks: [meMock(testUser())], before: me.link });

    await waitFor(() => expect(busySpinner()).not.toBeNull());
    expect(router.state.location.pathname).toBe('/profile');
    me.release();
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('send a visitor whose stored token the server refuses to /auth', async () => {
    writeAuthToken('expired-token');
    const { router } = renderApp('/settings', { mocks: [meMock(null)] });

    expect(await screen.findByRole('tab', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('let a signed-in user in', async () => {
    const { router } = renderApp('/settings', { user: testUser() });

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
