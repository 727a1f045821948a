import type { ReactNode } from 'react';
import { SessionProvider } from '../features/account/session';
import { type ApolloClientSource, ApolloClientSourceProvider } from '../lib/apolloClientSource';
import { useDialogTabLoop } from '../lib/useDialogTabLoop';
import { ThemeProvider } from './themeChoice';
import { ToastProvider } from './ToastProvider';

interface AppProvidersProps {
  /** The GraphQL client, loaded where first needed (ApolloBoundary). */
  apollo: ApolloClientSource;
  /** When given, a stored token is checked once this settles (SessionProvider's checkAfter). */
  sessionCheckAfter?: Promise<void>;
  children: ReactNode;
}

/**
 * Theme, toasts, the GraphQL client's source and the session, in the order each needs the one
 * before. None of them loads antd or Apollo up front: pages bring antd (AntdBoundary) and Apollo
 * (ApolloBoundary) with their own code.
 */
export function AppProviders({ apollo, sessionCheckAfter, children }: AppProvidersProps) {
  useDialogTabLoop();
  return (
    <ThemeProvider>
      <ToastProvider>
        <ApolloClientSourceProvider value={apollo}>
          <SessionProvider checkAfter={sessionCheckAfter}>{children}</SessionProvider>
        </ApolloClientSourceProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
