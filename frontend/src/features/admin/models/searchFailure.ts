import { CombinedGraphQLErrors } from '@apollo/client/errors';

export const SEARCH_FAILED = 'Search failed';
const REJECTED_SEARCH = 'An error occurred during the search. Check your search parameters.';
const SEARCH_UNAVAILABLE =
  'Could not search for models. Check your search parameters or contact the administrator if the problem persists.';

/**
 * An error list from the API (the provider refused the search: a 4xx with codes and
 * messages) reads differently from any other failure (network, provider down, server error).
 */
export function searchFailureText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) {
    const refused = error.errors.every((entry) => {
      const status = entry.extensions?.status;
      return typeof status === 'number' && status >= 400 && status < 500;
    });
    if (refused) return REJECTED_SEARCH;
  }
  return SEARCH_UNAVAILABLE;
}
