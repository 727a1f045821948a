import { StyleProvider } from '@ant-design/cssinjs';
import type { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../../../app/themeChoice';
import { ToastProvider } from '../../../app/ToastProvider';
import { mockedClient } from '../../../test/mockedClient';

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
  const client = mockedClient(mocks, before);
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
