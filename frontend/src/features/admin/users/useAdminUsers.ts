import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { AdminUsersDocument } from '../../../graphql/generated/admin/graphql';

export const USERS_BATCH = 50;

/** Every account, newest first, optionally narrowed by a name or email search. */
export function useAdminUsers() {
  const [search, setSearch] = useState('');
  const query = useQuery(AdminUsersDocument, {
    variables: { search: search || null, first: USERS_BATCH },
    notifyOnNetworkStatusChange: true,
  });
  const page = query.data?.adminUsers ?? query.previousData?.adminUsers;
  const { fetchMore, refetch } = query;
  const nextCursor = page?.nextCursor;

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    await fetchMore({
      variables: { after: nextCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        adminUsers: {
          ...fetchMoreResult.adminUsers,
          items: [...previous.adminUsers.items, ...fetchMoreResult.adminUsers.items],
        },
      }),
    });
  }, [fetchMore, nextCursor]);

  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  return { search, setSearch, page, loading: query.loading, error: query.error, loadMore, reload };
}

export type AdminUsers = ReturnType<typeof useAdminUsers>;
