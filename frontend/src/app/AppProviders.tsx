import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { SessionProvider } from '../features/account/session';
import { useDialogTabLoop } from '../lib/useDialogTabLoop';
import { TOAST_CONFIG } from '../lib/useToast';
import { ThemeProvider } from './theme';

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Theme, toasts, GraphQL and session, in the order each needs the one before. */
export function AppProviders({ client, children }: AppProvidersProps) {
  useDialogTabLoop();
  return (
    <ThemeProvider>
      <AntdApp notification={TOAST_CONFIG}>
        <ApolloProvider client={client}>
          <SessionProvider>{children}</SessionProvider>
        </ApolloProvider>
      </AntdApp>
    </ThemeProvider>
  );
}
