import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  type AdminModelFilter,
  AdminModelsDocument,
} from '../../../graphql/generated/admin/graphql';

/** Stored models are read this many at a time; "Load more" reads the next batch. */
export const STORED_MODELS_BATCH = 50;

/** The stored-models list with its filter; the previous rows stay while a new filter loads. */
export function useStoredModels() {
  const [filter, setFilter] = useState<AdminModelFilter>({});
  const query = useQuery(AdminModelsDocument, {
    variables: { filter, first: STORED_MODELS_BATCH },
    notifyOnNetworkStatusChange: true,
  });
  const page = query.data?.adminModels ?? query.previousData?.adminModels;
  const { fetchMore, refetch } = query;
  const nextCursor = page?.nextCursor;

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    await fetchMore({
      variables: { after: nextCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        adminModels: {
          ...fetchMoreResult.adminModels,
          items: [...previous.adminModels.items, ...fetchMoreResult.adminModels.items],
        },
      }),
    });
  }, [fetchMore, nextCursor]);

  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  return {
    filter,
    setFilter,
    page,
    loading: query.loading,
    error: query.error,
    loadMore,
    reload,
  };
}

export type StoredModels = ReturnType<typeof useStoredModels>;
