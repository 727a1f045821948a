import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  GalleryCreationCountDocument,
  GalleryCreationsDocument,
} from '../../graphql/generated/graphql';
import { useToast } from '../../lib/useToast';
import {
  type CreationFilters,
  filterVariables,
  firstPageVariables,
  NO_FILTERS,
} from './creationFilters';

interface CreationPagesOptions {
  /** Whether the list's total is wanted (the viewer is open): only then is it asked for. */
  countWanted?: boolean;
}

/**
 * The images of one tab (all images, or one folder's), narrowed by the filters, a page of 9 at a
 * time. The first page is asked for whenever the tab or the filters change, so its signed image
 * URLs are fresh; later pages (same filters) are added by `loadMore`. `total` counts the whole
 * list: the loaded images once all are, else the server's count (asked only while wanted).
 */
export function useCreationPages(
  folderId: string | null,
  filters: CreationFilters = NO_FILTERS,
  { countWanted = false }: CreationPagesOptions = {},
) {
  const toast = useToast();
  const narrowing = { folderId, ...filterVariables(filters) };
  const { data, loading, error, refetch, fetchMore } = useQuery(GalleryCreationsDocument, {
    variables: firstPageVariables(folderId, filters),
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const page = data?.creations;
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const requesting = useRef(false);

  // A moved image stays in the cached list of its old folder until that list is read again.
  const items = useMemo(
    () =>
      (folderId ? page?.items.filter((item) => item.folder.id === folderId) : page?.items) ?? [],
    [page, folderId],
  );
  const cursor = page?.hasMore ? page.nextCursor : null;

  const countAsked = countWanted && cursor !== null;
  const count = useQuery(GalleryCreationCountDocument, {
    variables: narrowing,
    skip: !countAsked,
    fetchPolicy: 'cache-and-network',
  });
  const refetchCount = count.refetch;
  // An image deleted or moved out of the list changes its count: asked again while shown.
  const listed = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const now = new Set(items.map((item) => item.id));
    const left = [...listed.current].some((id) => !now.has(id));
    listed.current = now;
    if (left && countAsked) void refetchCount().catch(() => undefined);
  }, [items, countAsked, refetchCount]);

  const loadMore = useCallback(async () => {
    if (!cursor || requesting.current) return;
    requesting.current = true;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      await fetchMore({ variables: { after: cursor } });
    } catch {
      setLoadMoreFailed(true);
      toast({ variant: 'error', title: 'Error', description: 'Failed to load more images' });
    } finally {
      requesting.current = false;
      setLoadingMore(false);
    }
  }, [cursor, fetchMore, toast]);

  const retry = useCallback(() => {
    void refetch().catch(() => undefined);
  }, [refetch]);

  return {
    items,
    /** True until the first answer for this tab (cached images show meanwhile). */
    loading: loading && !page,
    error: page ? undefined : error,
    hasMore: cursor !== null,
    /** The whole list's size; null while more pages exist and the count is not known. */
    total: cursor === null ? items.length : (count.data?.creationCount ?? null),
    loadingMore,
    loadMoreFailed,
    loadMore,
    retry,
  };
}
