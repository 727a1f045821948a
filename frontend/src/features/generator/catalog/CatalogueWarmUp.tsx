import { useQuery } from '@apollo/client/react';
import {
  GeneratorBaseModelsDocument,
  GeneratorModelsDocument,
  GeneratorReferenceDocument,
} from '../../../graphql/generated/graphql';

/**
 * Asks for the generator's catalogue (useGeneratorCatalog's queries, alike to the letter) while the
 * stored token's user is still being read, so the model list does not wait for that answer: the
 * dashboard then finds the catalogue in the cache, or in flight (one request each). Kept mounted
 * beside the dashboard, so a request in flight is never dropped and sent again.
 */
export function CatalogueWarmUp() {
  useQuery(GeneratorBaseModelsDocument);
  useQuery(GeneratorModelsDocument);
  useQuery(GeneratorReferenceDocument);
  return null;
}
