import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { SessionProvider } from '../features/account/session';
import { type ApolloClientSource, ApolloClientSourceProvider } from '../lib/apolloClientSource';
import { useDialogTabLoop } from '../lib/useDialogTabLoop';
import { TOAST_CONFIG } from '../lib/useToast';
import { ThemeProvider } from './theme';

interface AppProvidersProps {
  /** The GraphQL client, loaded where first needed (ApolloBoundary). */
  apollo: ApolloClientSource;
  children: ReactNode;
}

/** Theme, toasts, the GraphQL client's source and the session, in the order each needs the one before. */
export function AppProviders({ apollo, children }: AppProvidersProps) {
  useDialogTabLoop();
  return (
    <ThemeProvider>
      <AntdApp notification={TOAST_CONFIG}>
        <ApolloClientSourceProvider value={apollo}>
          <SessionProvider>{children}</SessionProvider>
        </ApolloClientSourceProvider>
      </AntdApp>
    </ThemeProvider>
  );
}
