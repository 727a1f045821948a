import { StyleProvider } from '@ant-design/cssinjs';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { createApolloClient } from '../../../lib/apollo';
import { TOAST_CONFIG } from '../../../lib/useToast';

/** One gallery component with the app's Apollo client (answered by mocks) and toasts. */
export function renderWithProviders(ui: ReactElement, mocks: MockLink.MockedResponse[] = []) {
  const client = createApolloClient(new MockLink(mocks));
  const view = render(
    <StyleProvider mock="server">
      <AntdApp notification={TOAST_CONFIG}>
        <ApolloProvider client={client}>{ui}</ApolloProvider>
      </AntdApp>
    </StyleProvider>,
  );
  return { ...view, client };
}
