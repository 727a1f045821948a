import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AccessLevelsDocument,
  LoginDocument,
  RegisterDocument,
  type SessionUserFragment,
} from '../graphql/generated/graphql';
import { dashboardMocks } from '../features/generator/testing/generatorMocks';
import { meMock, meResult, testUser } from '../test/fixtures';
import { heldOperation } from '../test/heldOperation';
import { renderApp } from '../test/renderApp';
import { AUTH_TOKEN_KEY } from '../lib/storageKeys';

const PASSWORD = 'correct horse';
const ada = testUser({ name: 'Ada Lovelace', email: 'ada@example.com' });

/** The server's sign-in answer: a token and the user, or a GraphQL error with its message. */
function authAnswer(field: 'login' | 'register', user: SessionUserFragment, failure?: string) {
  if (failure) return { errors: [{ message: failure }] };
  return {
    data: {
      [field]: { __typename: 'AuthPayload', token: 'new-token', user: meResult(user).data.me },
    },
  };
}

// What the HTTP link passes on when fetch gets no answer (Chromium's wording).
const unreachable = () => new TypeError('Failed to fetch');

function loginMock(
  options: { failure?: string; networkError?: Error } = {},
): MockLink.MockedResponse {
  const request = {
    query: LoginDocument,
    variables: { input: { email: 'ada@example.com', password: PASSWORD } },
  };
  if (options.networkError) return { request, error: options.networkError };
  return { request, result: authAnswer('login', ada, options.failure) };
}

// Standard is not first and its id is not its position: the form must look it up by name.
const accessLevelsMock: MockLink.MockedResponse = {
  request: { query: AccessLevelsDocument },
  result: {
    data: {
      accessLevels: ['Free', 'Base', 'Premium', 'Standard', 'Administrator'].map((name, i) => ({
        __typename: 'AccessLevel',
        id: (i + 1) * 10,
        name,
      })),
    },
  },
  // Answered before the form can be filled, so the level is known at submit.
  delay: 0,
};

function registerMock(options: { failure?: string; networkError?: Error } = {}) {
  const grace = testUser({ id: '8', name: 'Grace Hopper', email: 'grace@example.com' });
  return {
    request: {
      query: RegisterDocument,
      variables: {
        input: {
          name: 'Grace Hopper',
          email: 'grace@example.com',
          password: PASSWORD,
          accessLevelId: 40,
        },
      },
    },
    ...(options.networkError
      ? { error: options.networkError }
      : { result: authAnswer('register', grace, options.failure) }),
    user: grace,
  };
}

async function fillLogin(email = 'ada@example.com', password = PASSWORD) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

async function logIn() {
  await fillLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

async function openCreateAccount() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Create account' }));
  return screen.findByRole('tabpanel', { name: 'Create account' });
}

async function fillRegister(panel: HTMLElement) {
  await userEvent.type(within(panel).getByLabelText('Name'), '  Grace Hopper ');
  await userEvent.type(within(panel).getByLabelText('Email'), 'grace@example.com');
  await userEvent.type(within(panel).getByLabelText('Password'), PASSWORD);
}

describe('Sign-in screen', () => {
  let consoleCalls: jest.SpyInstance[];
  beforeEach(() => {
    consoleCalls = (['log', 'info', 'debug', 'warn', 'error'] as const).map((method) =>
      jest.spyOn(console, method),
    );
  });
  afterEach(() => {
    const logged = JSON.stringify(consoleCalls.map((spy) => spy.mock.calls));
    // Restored first, so a failure here cannot leak into the next test.
    jest.restoreAllMocks();
    // The old client logged its sign-in payloads. Nothing about credentials may show.
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain('new-token');
  });

  it('offers "Log in" and "Create account", the welcome lines and the terms note', async () => {
    renderApp('/auth');

    expect(await screen.findByRole('tab', { name: 'Log in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Create account' })).toBeInTheDocument();
    for (const line of [
      'Control powerful AI models',
      'Get access to powerful AI image models',
      'Customize advanced parameters',
      'Save and share your creations',
    ]) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
    expect(screen.getByText(/accept our terms of service and privacy policy/i)).toBeInTheDocument();
  });

  describe('Log in', () => {
    it('asks for a valid email and a 6-character password, without calling the server', async () => {
      renderApp('/auth');

      await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
      expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
      expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();

      await fillLogin('ada@example', '12345');
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
      expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    });

    it('reads "Logging in..." while pending, then keeps the token, welcomes back and opens /dashboard', async () => {
      const login = heldOperation('Login');
      const { router } = renderApp('/auth', {
        mocks: [loginMock(), meMock(ada), ...dashboardMocks()],
        before: login.link,
      });

      await logIn();

      expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
      login.release();
      expect(await screen.findByText('Inloggning lyckades')).toBeInTheDocument();
      expect(screen.getByText('Välkommen tillbaka, Ada Lovelace!')).toBeInTheDocument();
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
      await screen.findByRole('heading', { name: 'Create' }); // the generator dashboard
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(await screen.findByRole('button', { name: /Account menu/ })).toHaveTextContent('AL');
    });

    it('says "Inloggning misslyckades" with the server\'s reason and stays signed out', async () => {
      const { router } = renderApp('/auth', {
        mocks: [loginMock({ failure: 'Invalid email or password' })],
      });

      await logIn();

      expect(await screen.findByText('Inloggning misslyckades')).toBeInTheDocument();
      expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect(router.state.location.pathname).toBe('/auth');
    });

    it('says the server could not be reached, not "Failed to fetch", when no answer comes', async () => {
      renderApp('/auth', { mocks: [loginMock({ networkError: unreachable() })] });

      await logIn();

      expect(await screen.findByText('Inloggning misslyckades')).toBeInTheDocument();
      expect(
        screen.getByText('Could not reach the server. Check your connection and try again.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    });
  });

  describe('Create account', () => {
    it('says so and offers no sign-up while an administrator has closed registrations', async () => {
      renderApp('/auth', {
        mocks: [accessLevelsMock],
        platformStatus: { maintenanceMode: false, registrationsOpen: false },
      });
      const panel = await openCreateAccount();

      expect(
        await within(panel).findByText('New registrations are closed at the moment.'),
      ).toBeVisible();
      expect(within(panel).getByRole('button', { name: 'Create account' })).toBeDisabled();
    });

    it('asks for a 2-character name besides email and password', async () => {
      renderApp('/auth', { mocks: [accessLevelsMock] });
      const panel = await openCreateAccount();

      await userEvent.type(within(panel).getByLabelText('Name'), ' A ');
      await userEvent.click(within(panel).getByRole('button', { name: 'Create account' }));

      expect(await within(panel).findByText('Name must be at least 2 characters')).toBeVisible();
      expect(await within(panel).findByText('Enter a valid email address')).toBeVisible();
      expect(
        await within(panel).findByText('Password must be at least 6 characters'),
      ).toBeVisible();
    });

    it('asks for the Standard level, reads "Creating account..." and welcomes the new user', async () => {
      const held = heldOperation('Register');
      const register = registerMock();
      const { router } = renderApp('/auth', {
        mocks: [accessLevelsMock, register, meMock(register.user), ...dashboardMocks()],
        before: held.link,
      });
      const panel = await openCreateAccount();

      await fillRegister(panel);
      await userEvent.click(within(panel).getByRole('button', { name: 'Create account' }));

      expect(
        await within(panel).findByRole('button', { name: 'Creating account...' }),
      ).toBeDisabled();
      held.release();
      expect(await screen.findByText('Registrering lyckades')).toBeInTheDocument();
      expect(screen.getByText('Välkommen, Grace Hopper!')).toBeInTheDocument();
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
      await screen.findByRole('heading', { name: 'Create' });
      expect(router.state.location.pathname).toBe('/dashboard');
    });

    it('says "Registrering misslyckades" with the server\'s reason', async () => {
      renderApp('/auth', {
        mocks: [
          accessLevelsMock,
          registerMock({ failure: 'An account with this email already exists' }),
        ],
      });
      const panel = await openCreateAccount();

      await fillRegister(panel);
      await userEvent.click(within(panel).getByRole('button', { name: 'Create account' }));

      expect(await screen.findByText('Registrering misslyckades')).toBeInTheDocument();
      expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    });

    it('says the server could not be reached when no answer comes', async () => {
      renderApp('/auth', {
        mocks: [accessLevelsMock, registerMock({ networkError: unreachable() })],
      });
      const panel = await openCreateAccount();

      await fillRegister(panel);
      await userEvent.click(within(panel).getByRole('button', { name: 'Create account' }));

      expect(await screen.findByText('Registrering misslyckades')).toBeInTheDocument();
      expect(
        screen.getByText('Could not reach the server. Check your connection and try again.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    });
  });

  describe('Where it leads', () => {
    it('sends a signed-in user straight on to /', async () => {
      const { router } = renderApp('/auth', { user: ada });

      expect(await screen.findAllByRole('link', { name: 'Go to Dashboard' })).not.toHaveLength(0);
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByRole('tab', { name: 'Log in' })).not.toBeInTheDocument();
    });

    it('brings a visitor who was sent from /profile back there', async () => {
      const { router } = renderApp('/profile', { mocks: [loginMock(), meMock(ada)] });

      await screen.findByRole('tab', { name: 'Log in' });
      expect(router.state.location.pathname).toBe('/auth');
      await logIn();

      expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile');
    });

    it('follows a same-site ?next=', async () => {
      const { router } = renderApp('/auth?next=%2Fsettings', { mocks: [loginMock(), meMock(ada)] });

      await logIn();

      expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/settings');
    });

    it('ignores a ?next= that leaves the site and opens /dashboard', async () => {
      const { router } = renderApp('/auth?next=//evil.example/x', {
        mocks: [loginMock(), meMock(ada), ...dashboardMocks()],
      });

      await logIn();

      await screen.findByRole('heading', { name: 'Create' });
      expect(router.state.location.pathname).toBe('/dashboard');
    });
  });
});
