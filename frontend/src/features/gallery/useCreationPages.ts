import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { GalleryCreationsDocument } from '../../graphql/generated/graphql';
import { useToast } from '../../lib/useToast';
import { type CreationFilters, filterVariables, NO_FILTERS } from './creationFilters';
import { GALLERY_PAGE_SIZE } from './galleryPageSize';

/**
 * The images of one tab (all images, or one folder's), narrowed by the filters, a page of 9 at a
 * time. The first page is asked for whenever the tab or the filters change, so its signed image
 * URLs are fresh; later pages (same filters) are added by `loadMore`.
 */
export function useCreationPages(folderId: string | null, filters: CreationFilters = NO_FILTERS) {
  const toast = useToast();
  const { data, loading, error, refetch, fetchMore } = useQuery(GalleryCreationsDocument, {
    variables: { folderId, first: GALLERY_PAGE_SIZE, ...filterVariables(filters) },
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
    loadingMore,
    loadMoreFailed,
    loadMore,
    retry,
  };
}
