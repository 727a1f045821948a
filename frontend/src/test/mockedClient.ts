import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { createApolloClient } from '../lib/apollo';

/**
 * The app's Apollo client answered by `answers` (mocks, or a test's own link), with `before`
 * seeing each request first (a held operation: heldOperation.ts).
 */
export function mockedClient(answers: MockLink.MockedResponse[] | ApolloLink, before?: ApolloLink) {
  const link = answers instanceof ApolloLink ? answers : new MockLink(answers);
  return createApolloClient(before ? ApolloLink.from([before, link]) : link);
}
