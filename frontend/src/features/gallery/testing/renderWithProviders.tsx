import { StyleProvider } from '@ant-design/cssinjs';
import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createApolloClient } from '../../../lib/apollo';
import { ThemeProvider } from '../../../app/themeChoice';
import { ToastProvider } from '../../../app/ToastProvider';

/** One gallery component with the app's Apollo client (answered by mocks) and toasts. */
export function renderWithProviders(
  ui: ReactElement,
  mocks: MockLink.MockedResponse[] = [],
  {
    before,
  }: {
    /** Sees each request before the mocks do (a held operation: test/heldOperation.ts). */
    before?: ApolloLink;
  } = {},
) {
  const mockLink = new MockLink(mocks);
  const client = createApolloClient(before ? ApolloLink.from([before, mockLink]) : mockLink);
  const view = render(
    <StyleProvider mock="server">
      <ThemeProvider>
        <ToastProvider>
          <ApolloProvider client={client}>{ui}</ApolloProvider>
        </ToastProvider>
      </ThemeProvider>
    </StyleProvider>,
  );
  return { ...view, client };
}
