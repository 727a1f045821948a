import type { ApolloClient } from '@apollo/client';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Where the app's GraphQL client comes from. It is loaded on first need (a page that queries, a
 * stored token to check, the footer once the page is idle), so pages without GraphQL, such as the
 * landing page, arrive without Apollo. Nothing here may import Apollo's code, only its types.
 */
export interface ApolloClientSource {
  /** The client once loaded, else null. */
  readonly current: ApolloClient | null;
  /** Loads the client once and answers it; a failed load is tried again on the next call. */
  load(): Promise<ApolloClient>;
  /** Calls `listener` once the client has loaded; answers how to stop. */
  subscribe(listener: () => void): () => void;
}

/** A source that creates its client on the first load() (the app: Apollo's code is fetched then). */
export function lazyClientSource(create: () => Promise<ApolloClient>): ApolloClientSource {
  let loading: Promise<ApolloClient> | null = null;
  const listeners = new Set<() => void>();
  const source = {
    current: null as ApolloClient | null,
    load(): Promise<ApolloClient> {
      loading ??= create().then(
        (client) => {
          source.current = client;
          listeners.forEach((listener) => listener());
          return client;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return source;
}

/** A source whose client exists already (tests pass theirs). */
export function readyClientSource(client: ApolloClient): ApolloClientSource {
  const loaded = Promise.resolve(client);
  return { current: client, load: () => loaded, subscribe: () => () => undefined };
}

const ApolloClientSourceContext = createContext<ApolloClientSource | null>(null);

export const ApolloClientSourceProvider = ApolloClientSourceContext.Provider;

export function useApolloClientSource(): ApolloClientSource {
  const source = useContext(ApolloClientSourceContext);
  if (!source) throw new Error('useApolloClientSource must be used inside <AppProviders>');
  return source;
}

/** Whether the GraphQL client has loaded (re-renders when it does). */
export function useApolloLoaded(): boolean {
  const source = useApolloClientSource();
  return useSyncExternalStore(source.subscribe, () => source.current !== null);
}
