// Plain values, without React or Apollo: the build reads them to write index.html's early queries
// (frontend/build/earlyQueries.ts); lib/earlyAnswers.ts hands their answers to the app's client.
import { firstPageVariables, NO_FILTERS } from '../features/gallery/creationFilters';
import { RECENT_GENERATIONS_VARIABLES } from '../features/generator/recent/recentGenerationsVariables';

/** A query index.html sends for a signed-in visitor before the app's code has loaded. */
export interface EarlyQuery {
  operationName: string;
  variables?: Record<string, unknown>;
}

/**
 * What a signed-in page waits for first, by the path it opens on ('*': every path). Each is asked
 * exactly as the page asks it (same operation, same variables), so the page's own request is
 * answered by the one already in flight.
 */
export const EARLY_QUERIES: Readonly<Record<string, readonly EarlyQuery[]>> = {
  '*': [{ operationName: 'Me' }],
  // DashboardWarmUp's queries.
  '/dashboard': [
    { operationName: 'GeneratorBaseModels' },
    { operationName: 'GeneratorModels' },
    { operationName: 'GeneratorReference' },
    { operationName: 'RecentGenerations', variables: RECENT_GENERATIONS_VARIABLES },
  ],
  // The gallery waits for the folders before its first tab asks for its images: both at once.
  '/gallery': [
    { operationName: 'GalleryFolders' },
    { operationName: 'GalleryCreations', variables: firstPageVariables(null, NO_FILTERS) },
  ],
};
