import { ApolloClient, type ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readAuthToken } from './authToken';
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

/** The arguments of `creations` that narrow a list: each combination is a list of its own. */
const CREATION_FILTERS = ['search', 'model', 'from', 'to'];

/** The app's client; tests pass their own terminating link in place of the HTTP one. */
export function createApolloClient(
  transport: ApolloLink = new HttpLink({ uri: '/graphql', fetch: explainedFetch }),
): ApolloClient {
  return new ApolloClient({
    link: authLink.concat(transport),
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
