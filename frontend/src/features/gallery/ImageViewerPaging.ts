import { useEffect, useRef, useState } from 'react';
import type { LightboxPosition } from '../lightbox/lightboxTypes';

/** The list beyond the loaded images: its further pages and its count. */
export interface UnloadedPages {
  hasMore: boolean;
  /** The server's count of the whole list; null until known. */
  total: number | null;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => unknown;
}

const ALL_LOADED: UnloadedPages = {
  hasMore: false,
  total: null,
  loadingMore: false,
  loadMoreFailed: false,
  loadMore: () => undefined,
};

interface ViewerPagingOptions {
  /** The open image among the loaded ones, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  loaded: number;
  more?: UnloadedPages;
}

export interface ViewerPaging {
  /** The image to show now: `index`, or while it is out of reach the nearest loaded one. */
  shown: number | null;
  position: LightboxPosition | undefined;
  onPrevious?: () => void;
  onNext?: () => void;
  /** Next was asked for beyond the loaded images: its page is on its way. */
  nextLoading: boolean;
}

/**
 * Steps a viewer through the whole list, not only its loaded pages: "n / total" counts the
 * server's total; next on the last loaded image loads the next page and moves on; previous from
 * the first and next from the last wrap around only once everything is loaded. An open index
 * past the loaded images (the last one was deleted or moved away) waits for its page or, with
 * none left, wraps to the first; with no image at all the viewer closes.
 */
export function useViewerPaging({
  index,
  onIndexChange,
  loaded,
  more = ALL_LOADED,
}: ViewerPagingOptions): ViewerPaging {
  const { hasMore, loadingMore, loadMoreFailed, loadMore } = more;
  const [awaited, setAwaited] = useState<number | null>(null);
  const requestedAt = useRef<number | null>(null);

  let shown: number | null = null;
  if (index !== null && loaded > 0) shown = index < loaded ? index : hasMore ? loaded - 1 : 0;

  useEffect(() => {
    if (index === null || index < loaded) return;
    if (loaded > 0 && hasMore) setAwaited(index);
    onIndexChange(shown);
  }, [index, loaded, hasMore, shown, onIndexChange]);

  useEffect(() => {
    if (awaited === null) return;
    const settle = (next: number | null) => {
      setAwaited(null);
      requestedAt.current = null;
      if (next !== null) onIndexChange(next);
    };
    if (index === null) settle(null);
    else if (awaited < loaded) settle(awaited);
    else if (!hasMore) settle(0);
    else if (loadingMore) return;
    // Once per length: a render between the answer and its images must not ask again.
    else if (requestedAt.current !== loaded) {
      requestedAt.current = loaded;
      void loadMore();
    } else if (loadMoreFailed) settle(null);
  }, [awaited, index, loaded, hasMore, loadingMore, loadMoreFailed, loadMore, onIndexChange]);

  if (shown === null) {
    return { shown, position: undefined, nextLoading: false };
  }
  const total = hasMore ? Math.max(more.total ?? 0, loaded) : loaded;
  const current = shown;
  const go = (next: number) => {
    setAwaited(null);
    onIndexChange(next);
  };
  const awaitNext = () => {
    setAwaited(current + 1);
    requestedAt.current = loaded;
    void loadMore();
  };
  return {
    shown,
    position: { index: current, total, atLeast: hasMore && more.total === null },
    onPrevious: current > 0 ? () => go(current - 1) : hasMore ? undefined : () => go(loaded - 1),
    onNext: current < loaded - 1 ? () => go(current + 1) : hasMore ? awaitNext : () => go(0),
    nextLoading: awaited !== null,
  };
}
