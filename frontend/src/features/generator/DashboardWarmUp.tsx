import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  GeneratorBaseModelsDocument,
  GeneratorModelsDocument,
  GeneratorReferenceDocument,
  RecentGenerationsDocument,
} from '../../graphql/generated/graphql';
import { loadDeferredParts } from './deferred';
import { RECENT_GENERATIONS_VARIABLES } from './recent/recentGenerationsVariables';

/**
 * Starts what the dashboard's first screen waits for while the stored token's user is still being
 * read: the catalogue (useGeneratorCatalog's queries, alike to the letter), the recent generations
 * (whose newest results the preview shows on opening) and the chunk of the dashboard's deferred
 * parts that shows them. The dashboard then finds each in the cache or in flight (one request
 * each). Kept mounted beside the dashboard, so a request in flight is never dropped and sent again.
 */
export function DashboardWarmUp() {
  useQuery(GeneratorBaseModelsDocument);
  useQuery(GeneratorModelsDocument);
  useQuery(GeneratorReferenceDocument);
  // Each visit asks the server (generations made in another tab or device show too); the strip
  // reads the answer from the cache.
  useQuery(RecentGenerationsDocument, {
    variables: RECENT_GENERATIONS_VARIABLES,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  useEffect(() => {
    void loadDeferredParts();
  }, []);
  return null;
}
