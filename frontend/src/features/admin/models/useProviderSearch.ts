import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import {
  AdminProviderModelSearchDocument,
  type ProviderModelResultFragment,
  type ProviderModelSearchInput,
} from '../../../graphql/generated/admin/graphql';
import { useToast } from '../../../lib/useToast';
import { pageOffset, SEARCH_PAGE_SIZE } from './pageNumbers';
import type { SearchCriteria } from './ProviderSearchForm';
import { SEARCH_FAILED, searchFailureText } from './searchFailure';

export interface SearchResults {
  criteria: SearchCriteria;
  page: number;
  totalResults: number;
  results: ProviderModelResultFragment[];
}

function searchInput(criteria: SearchCriteria, page: number): ProviderModelSearchInput {
  return {
    search: criteria.search?.trim() || null,
    type: criteria.type ?? null,
    category: criteria.category ?? null,
    architecture: criteria.architecture ?? null,
    offset: pageOffset(page),
    limit: SEARCH_PAGE_SIZE,
  };
}

/** Searches the provider's models a page at a time and toasts what came back. */
export function useProviderSearch() {
  const client = useApolloClient();
  const toast = useToast();
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<SearchResults | null>(null);

  /** Runs a search; `quiet` refreshes the current page after an import without toasts. */
  const search = async (criteria: SearchCriteria, page: number, { quiet = false } = {}) => {
    setSearching(true);
    try {
      const { data } = await client.query({
        query: AdminProviderModelSearchDocument,
        variables: { input: searchInput(criteria, page) },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('The search returned nothing');
      const { results, totalResults } = data.adminProviderModelSearch;
      setFound({ criteria, page, totalResults, results });
      if (quiet) return;
      if (results.length === 0) {
        toast({
          variant: 'info',
          title: 'No results',
          description: 'No models found with the specified search criteria.',
        });
      } else {
        toast({
          variant: 'success',
          title: 'Search results',
          description: `Showing ${results.length} models on page ${page} of total ${totalResults} results.`,
        });
      }
    } catch (error) {
      if (!quiet) {
        toast({ variant: 'error', title: SEARCH_FAILED, description: searchFailureText(error) });
      }
    } finally {
      setSearching(false);
    }
  };

  return { searching, found, search };
}
