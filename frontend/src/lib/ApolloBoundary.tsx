import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, use } from 'react';
import { useApolloClientSource } from './apolloClientSource';

/**
 * Gives what it wraps the app's GraphQL client, loading it first if need be (it suspends until
 * then). Imported only where GraphQL is used, so Apollo's code comes with those parts.
 */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  const source = useApolloClientSource();
  const client = source.current ?? use(source.load());
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
