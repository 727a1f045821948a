import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { readAuthToken } from './authToken';
import { earlyAnswerLink } from './earlyAnswers';
import { explainFetchFailure } from './errorMessage';
import { filteredListKey } from './filteredListKey';
import { pagedListField } from './pagedListField';

// Read per request, so a login or logout takes effect without rebuilding the client.
const authLink = new SetContextLink(({ headers }) => {
  const token = readAuthToken();
  return token ? { headers: { ...headers, Authorization: `Bearer ${token}` } } : {};
});

/**
 * fetch, with its failure to get any answer ("Failed to fetch", "Load failed", ...) replaced by
 * an error that says so in a sentence: every request of the app, and every place that shows an
 * error's message, then reads the same. The global is looked up per call (tests replace it).
 */
const explainedFetch: typeof fetch = (input, init) =>
  fetch(input, init).catch((error: unknown) => {
    throw explainFetchFailure(error);
  });

/**
 * Subscriptions go over WebSocket. The WebSocket client (lib/liveLink.ts, with graphql-ws) is
 * fetched with the first subscription, so only pages that follow something live load it.
 */
function lazyLiveLink(): ApolloLink {
  let loading: Promise<ApolloLink> | null = null;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: Subscription | undefined;
        let closed = false;
        loading ??= import('./liveLink').then(({ createLiveLink }) => createLiveLink());
        loading.then(
          (link) => {
            if (!closed) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            // Tried again by the next subscription.
            loading = null;
            observer.error(error);
          },
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return (
    definition.kind === Kind.OPERATION_DEFINITION &&
    definition.operation === OperationTypeNode.SUBSCRIPTION
  );
}

/** Queries and mutations over HTTP with the stored token; subscriptions over WebSocket. */
function appTransport(): ApolloLink {
  return ApolloLink.split(
    isSubscription,
    lazyLiveLink(),
    authLink.concat(new HttpLink({ uri: '/graphql', fetch: explainedFetch })),
  );
}

/** The arguments of `creations` that narrow a list: each combination is a list of its own. */
const CREATION_FILTERS = ['search', 'model', 'from', 'to'];

/**
 * The app's client; tests pass their own terminating link, which then answers every operation
 * (subscriptions too) in place of HTTP and WebSocket. A page's first queries are answered by the
 * requests index.html sent before the app's code had loaded, where it sent them.
 */
export function createApolloClient(transport?: ApolloLink): ApolloClient {
  return new ApolloClient({
    link: earlyAnswerLink.concat(transport ? authLink.concat(transport) : appTransport()),
    cache: new InMemoryCache({
      // The gallery's image lists (one per folder, one for all images, each also per set of
      // filters) and the generation history grow page by page. The generations are one list per
      // page size: the history's pages and the dashboard's newest few never mix.
      typePolicies: {
        Query: {
          fields: {
            creations: pagedListField((args) =>
              filteredListKey(
                args?.folderId ? `folder:${String(args.folderId)}` : 'all',
                args,
                CREATION_FILTERS,
              ),
            ),
            myGenerations: pagedListField(['first']),
            myComparisons: pagedListField(['first']),
          },
        },
      },
    }),
    // Apollo neither retries nor polls nor refetches on focus unless asked: the spec wants none of it.
    defaultOptions: {
      query: { fetchPolicy: 'cache-first' },
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
}
