import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/AppProviders';
import { ApolloBoundary } from '../lib/ApolloBoundary';
import { readyClientSource } from '../lib/apolloClientSource';

/** The app's providers with a test's client, and that client around `children` (a part under test). */
export function AppProvidersWithClient({
  client,
  sessionCheckAfter,
  children,
}: {
  client: ApolloClient;
  /** When given, the session checks a stored token once this settles. */
  sessionCheckAfter?: Promise<void>;
  children: ReactNode;
}) {
  return (
    <AppProviders apollo={readyClientSource(client)} sessionCheckAfter={sessionCheckAfter}>
      <ApolloBoundary>{children}</ApolloBoundary>
    </AppProviders>
  );
}
