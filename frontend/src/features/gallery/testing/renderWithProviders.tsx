import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../../../app/themeChoice';
import { ToastProvider } from '../../../app/ToastProvider';
import {
  type MockedClientOptions,
  renderWithMockedClient,
} from '../../../test/renderWithMockedClient';

/** One gallery component with the app's Apollo client (answered by mocks) and toasts. */
export function renderWithProviders(
  ui: ReactElement,
  mocks: MockLink.MockedResponse[] = [],
  options: MockedClientOptions = {},
) {
  return renderWithMockedClient(mocks, options, (client) => (
    <ThemeProvider>
      <ToastProvider>
        <ApolloProvider client={client}>{ui}</ApolloProvider>
      </ToastProvider>
    </ThemeProvider>
  ));
}
