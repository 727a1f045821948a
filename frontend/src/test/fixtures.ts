import type { MockLink } from '@apollo/client/testing';
import {
  AppInfoDocument,
  LogoutDocument,
  MeDocument,
  type SessionUserFragment,
} from '../graphql/generated/graphql';

export function testUser(overrides: Partial<SessionUserFragment> = {}): SessionUserFragment {
  return {
    id: '7',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    emailVerified: true,
    pendingEmail: null,
    accessLevelId: 3,
    isAdmin: false,
    creditBalance: 42.5,
    createdAt: '2026-01-15T10:00:00.000Z',
    accessLevel: { id: 3, name: 'Standard', level: 3 },
    ...overrides,
  };
}

/** Apollo adds __typename to every selection, so answers carry it as the server's would. */
function withTypenames(user: SessionUserFragment) {
  return {
    __typename: 'User',
    ...user,
    accessLevel: { __typename: 'AccessLevel', ...user.accessLevel },
  };
}

/** The server's answer to the Me query. */
export function meResult(user: SessionUserFragment | null) {
  return { data: { me: user && withTypenames(user) } };
}

export function meMock(user: SessionUserFragment | null): MockLink.MockedResponse {
  return { request: { query: MeDocument }, result: meResult(user) };
}

export interface PlatformStatusFixture {
  maintenanceMode: boolean;
  registrationsOpen: boolean;
}

export interface PaymentsFixture {
  paymentsMode: 'stripe' | 'simulator';
  paymentsEnabled: boolean;
}

export function appInfoMock(
  providerMode = 'runware',
  platformStatus: PlatformStatusFixture = { maintenanceMode: false, registrationsOpen: true },
  payments: PaymentsFixture = { paymentsMode: 'stripe', paymentsEnabled: true },
): MockLink.MockedResponse {
  return {
    request: { query: AppInfoDocument },
    result: {
      data: {
        appInfo: {
          __typename: 'AppInfo',
          name: 'PixelForge Studio',
          version: '0.1.0',
          providerMode,
          ...payments,
        },
        platformStatus: { __typename: 'PlatformStatus', ...platformStatus },
      },
    },
  };
}

export function logoutMock(outcome: 'ok' | Error): MockLink.MockedResponse {
  return outcome === 'ok'
    ? { request: { query: LogoutDocument }, result: { data: { logout: true } } }
    : { request: { query: LogoutDocument }, error: outcome };
}
