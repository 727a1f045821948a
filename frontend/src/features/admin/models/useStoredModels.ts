import { useState } from 'react';
import {
  type AdminModelFilter,
  AdminModelsDocument,
} from '../../../graphql/generated/admin/graphql';
import { usePagedAdminList } from '../shared/usePagedAdminList';

/** Stored models are read this many at a time; "Load more" reads the next batch. */
export const STORED_MODELS_BATCH = 50;

/** The stored-models list with its filter; the previous rows stay while a new filter loads. */
export function useStoredModels() {
  const [filter, setFilter] = useState<AdminModelFilter>({});
  const list = usePagedAdminList(AdminModelsDocument, 'adminModels', {
    filter,
    first: STORED_MODELS_BATCH,
  });
  return { filter, setFilter, ...list };
}

export type StoredModels = ReturnType<typeof useStoredModels>;
