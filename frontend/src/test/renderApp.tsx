import { StyleProvider } from '@ant-design/cssinjs';
import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { mockedClient } from './mockedClient';
import { readyClientSource } from '../lib/apolloClientSource';
import { writeAuthToken } from '../lib/authToken';
import { appInfoMock, meMock, type PaymentsFixture, type PlatformStatusFixture } from './fixtures';
import type { SessionUserFragment } from '../graphql/generated/graphql';

interface RenderAppOptions {
  /** Signs this user in: stores a token and answers the Me query with the user. */
  user?: SessionUserFragment;
  /** What AppInfo reports as the image provider. */
  providerMode?: 'runware' | 'simulator';
  /** The administrator's switches as the server reports them (default: open, not in maintenance). */
  platformStatus?: PlatformStatusFixture;
  /** Who takes payments and whether they are on (default: Stripe, enabled). */
  payments?: PaymentsFixture;
  /** Further GraphQL answers, after AppInfo (and Me when a user is given). */
  mocks?: MockLink.MockedResponse[];
  /** Renders in StrictMode, as main.tsx does: effects run twice on mount. */
  strictMode?: boolean;
  /** Answers subscriptions in place of the mocks (a test's live channel). */
  subscriptions?: ApolloLink;
  /** Sees each request before the mocks do (a held operation: test/heldOperation.ts). */
  before?: ApolloLink;
}

function isSubscription({ query }: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(query);
  return 'operation' in definition && definition.operation === 'subscription';
}

/**
 * Renders the real app (providers, layout, lazy routes) at a path, with GraphQL answered by
 * mocks. Returns the router, whose state tells where a click has led.
 */
export function renderApp(
  path: string,
  {
    user,
    providerMode = 'runware',
    platformStatus,
    payments,
    mocks = [],
    strictMode = false,
    subscriptions,
    before,
  }: RenderAppOptions = {},
) {
  if (user) writeAuthToken('test-token');
  const allMocks = [
    appInfoMock(providerMode, platformStatus, payments),
    ...(user ? [meMock(user)] : []),
    ...mocks,
  ];
  const mockLink = new MockLink(allMocks);
  const client = mockedClient(
    subscriptions ? ApolloLink.split(isSubscription, subscriptions, mockLink) : mockLink,
    before,
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    // Collects antd's CSS-in-JS instead of inserting it: ~350 kB of CSS in jsdom makes every
    // getComputedStyle, and so every role query, take hundreds of milliseconds.
    <StyleProvider mock="server">
      <AppProviders apollo={readyClientSource(client)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StyleProvider>
  );
  const view = render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, client };
}
