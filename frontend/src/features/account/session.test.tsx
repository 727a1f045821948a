import { ApolloLink } from '@apollo/client';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormattedExecutionResult } from 'graphql';
import { delay, of, throwError } from 'rxjs';
import { AppProvidersWithClient } from '../../test/AppProvidersWithClient';
import { createApolloClient } from '../../lib/apollo';
import { writeAuthToken } from '../../lib/authToken';
import { logoutMock, meResult, testUser } from '../../test/fixtures';
import { heldOperation } from '../../test/heldOperation';
import { renderApp } from '../../test/renderApp';
import { useSession } from './session';
import { AUTH_TOKEN_KEY } from '../../lib/storageKeys';

const FIVE_MINUTES = 5 * 60 * 1000;
const user = testUser({ name: 'Ada Lovelace' });
const meAnswer = meResult(user);

type Answer = FormattedExecutionResult | Error;

/** A transport that answers each operation by name and records which were asked. */
function scriptedTransport(answers: Record<string, Answer>, asked: string[], delayMs = 0) {
  return new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '');
    const answer = answers[operation.operationName ?? ''];
    if (!answer) return throwError(() => new Error(`unexpected ${operation.operationName}`));
    return answer instanceof Error ? throwError(() => answer) : of(answer).pipe(delay(delayMs));
  });
}

function SessionProbe() {
  const { user: current, loading, refresh } = useSession();
  return (
    <>
      <output aria-label="user">{loading ? 'loading' : (current?.name ?? 'visitor')}</output>
      <button onClick={() => void refresh()}>Refresh</button>
      <button onClick={() => void refresh({ force: true })}>Force refresh</button>
    </>
  );
}

function renderSession(answers: Record<string, Answer>, delayMs = 0, checkAfter?: Promise<void>) {
  const asked: string[] = [];
  render(
    <AppProvidersWithClient
      client={createApolloClient(scriptedTransport(answers, asked, delayMs))}
      sessionCheckAfter={checkAfter}
    >
      <SessionProbe />
    </AppProvidersWithClient>,
  );
  return { asked, shownUser: () => screen.getByLabelText('user') };
}

describe('Session at start', () => {
  it('does not ask the server about a visitor without a token', async () => {
    const { asked, shownUser } = renderSession({});
    await act(async () => undefined);

    expect(shownUser()).toHaveTextContent('visitor');
    expect(asked).toEqual([]);
  });

  it('reads the user behind a stored token', async () => {
    writeAuthToken('stored-token');
    const { asked, shownUser } = renderSession({ Me: meAnswer });

    expect(shownUser()).toHaveTextContent('loading');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(asked).toEqual(['Me']);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('stored-token');
  });

  it('checks a stored token only once the first page has been drawn, when told to wait', async () => {
    writeAuthToken('stored-token');
    let pageDrawn = () => undefined as void;
    const drawn = new Promise<void>((resolve) => (pageDrawn = resolve));
    const { asked, shownUser } = renderSession({ Me: meAnswer }, 0, drawn);
    await act(async () => undefined);

    expect(asked).toEqual([]);
    expect(shownUser()).toHaveTextContent('loading');

    await act(async () => pageDrawn());
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(asked).toEqual(['Me']);
  });

  it('forgets a token for which the server knows no user', async () => {
    writeAuthToken('expired-token');
    const { shownUser } = renderSession({ Me: { data: { me: null } } });

    expect(await screen.findByText('visitor')).toBe(shownUser());
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('forgets the token when the user cannot be read', async () => {
    writeAuthToken('some-token');
    renderSession({ Me: new Error('Network down') });

    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe('Session refresh', () => {
  let now = 1_700_000_000_000;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps a user read less than five minutes ago, and re-reads an older one', async () => {
    writeAuthToken('stored-token');
    const { asked } = renderSession({ Me: meAnswer });
    await screen.findByText('Ada Lovelace');

    now += FIVE_MINUTES - 1000;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(asked).toEqual(['Me']);

    now += 2000;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(asked).toEqual(['Me', 'Me']);
  });

  it('re-reads at once when forced', async () => {
    writeAuthToken('stored-token');
    const { asked } = renderSession({ Me: meAnswer });
    await screen.findByText('Ada Lovelace');

    await userEvent.click(screen.getByRole('button', { name: 'Force refresh' }));

    expect(asked).toEqual(['Me', 'Me']);
  });

  it('keeps the user while re-reading it: pages for signed-in users stay on screen', async () => {
    writeAuthToken('stored-token');
    const { asked, shownUser } = renderSession({ Me: meAnswer }, 100);
    await screen.findByText('Ada Lovelace');

    await userEvent.click(screen.getByRole('button', { name: 'Force refresh' }));

    expect(asked).toEqual(['Me', 'Me']);
    expect(shownUser()).toHaveTextContent('Ada Lovelace');
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(shownUser()).toHaveTextContent('Ada Lovelace');
  });
});

describe('Logout from the avatar menu', () => {
  let consoleCalls: jest.SpyInstance[];
  beforeEach(() => {
    consoleCalls = (['log', 'info', 'debug', 'warn', 'error'] as const).map((method) =>
      jest.spyOn(console, method),
    );
  });
  afterEach(() => {
    // The token must never reach the console, whatever happened.
    for (const spy of consoleCalls) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain('test-token');
    }
    jest.restoreAllMocks();
  });

  async function logOut() {
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    await userEvent.click(within(menu).getByText('Logga ut'));
  }

  it('signs out, says "Utloggad" and goes home', async () => {
    const { router } = renderApp('/about', { user, mocks: [logoutMock('ok')] });

    await logOut();

    expect(await screen.findByText('Utloggad')).toBeInTheDocument();
    expect(screen.getByText('Du har loggats ut från ditt konto.')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs out locally even when the server call fails, and says why', async () => {
    const { router } = renderApp('/about', {
      user,
      mocks: [logoutMock(new Error('Network down'))],
    });

    await logOut();

    expect(await screen.findByText('Utloggning misslyckades')).toBeInTheDocument();
    expect(screen.getByText('Network down')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes home, not to sign-in, from a page for signed-in users only', async () => {
    const { router } = renderApp('/profile', { user, mocks: [logoutMock('ok')] });
    await screen.findByRole('heading', { name: 'My Profile' });

    await logOut();

    expect(await screen.findByText('Utloggad')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Get Started Now' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('reads "Loggar ut..." while the server is answering', async () => {
    const logout = heldOperation('Logout');
    renderApp('/about', { user, mocks: [logoutMock('ok')], before: logout.link });

    await logOut();

    expect(await screen.findByText('Loggar ut...')).toBeInTheDocument();
    logout.release();
    expect(await screen.findByText('Utloggad')).toBeInTheDocument();
  });
});
