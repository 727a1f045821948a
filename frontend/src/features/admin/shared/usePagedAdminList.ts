import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';

/** One page of an admin list, as each admin list query answers it. */
export interface AdminListPage<Item> {
  totalCount: number;
  nextCursor: string | null;
  items: Item[];
}

/** An admin list query's answer: the page under the query's own field (`adminUsers`, ...). */
type AdminListData<Field extends string, Item> = Record<Field, AdminListPage<Item>>;

interface AdminListVariables extends OperationVariables {
  first: number;
  after?: string | null;
}

/** The list as a tab shows it: the rows read so far, and reading more or all again. */
export interface PagedAdminList<Item> {
  /** The rows read so far; undefined until the first page is in. */
  page: AdminListPage<Item> | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  loadMore: () => Promise<void>;
  reload: () => Promise<void>;
}

/**
 * An admin list read `first` rows at a time, under the query's field: "Load more" appends the
 * next page to the rows shown, and the previous rows stay while new variables load.
 */
export function usePagedAdminList<Field extends string, Item, Variables extends AdminListVariables>(
  document: TypedDocumentNode<AdminListData<Field, Item>, Variables>,
  field: Field,
  variables: Variables,
): PagedAdminList<Item> {
  const query = useQuery<AdminListData<Field, Item>, Variables>(document, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const page = query.data?.[field] ?? query.previousData?.[field];
  const { fetchMore, refetch } = query;
  const nextCursor = page?.nextCursor;

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    await fetchMore({
      // The rest of the variables stay as they are: every admin list takes `after`.
      variables: { after: nextCursor } as Partial<Variables>,
      // A computed key types as any string: the answer is this query's field all the same.
      updateQuery: (previous, { fetchMoreResult }) =>
        ({
          [field]: {
            ...fetchMoreResult[field],
            items: [...previous[field].items, ...fetchMoreResult[field].items],
          },
        }) as AdminListData<Field, Item>,
    });
  }, [fetchMore, field, nextCursor]);

  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  return { page, loading: query.loading, error: query.error, loadMore, reload };
}
