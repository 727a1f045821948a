import { StyleProvider } from '@ant-design/cssinjs';
import type { ApolloClient, ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { mockedClient } from './mockedClient';

export interface MockedClientOptions {
  /** Sees each request before the mocks do (a held operation: test/heldOperation.ts). */
  before?: ApolloLink;
}

/**
 * Renders what `wrap` makes around the app's Apollo client answered by `mocks` (a part under test
 * in its providers), collecting antd's CSS-in-JS instead of inserting it. Returns the view and
 * the client.
 */
export function renderWithMockedClient(
  mocks: MockLink.MockedResponse[],
  { before }: MockedClientOptions,
  wrap: (client: ApolloClient) => ReactElement,
) {
  const client = mockedClient(mocks, before);
  const view = render(<StyleProvider mock="server">{wrap(client)}</StyleProvider>);
  return { ...view, client };
}
