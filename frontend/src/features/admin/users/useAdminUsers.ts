import { useState } from 'react';
import { AdminUsersDocument } from '../../../graphql/generated/admin/graphql';
import { usePagedAdminList } from '../shared/usePagedAdminList';

export const USERS_BATCH = 50;

/** Every account, newest first, optionally narrowed by a name or email search. */
export function useAdminUsers() {
  const [search, setSearch] = useState('');
  const list = usePagedAdminList(AdminUsersDocument, 'adminUsers', {
    search: search || null,
    first: USERS_BATCH,
  });
  return { search, setSearch, ...list };
}

export type AdminUsers = ReturnType<typeof useAdminUsers>;
