import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FIRST_PAGE_DRAWN_MARK } from './firstPageMark';

/** What a route's page needs, readable before the page's code has loaded (the route's handle). */
export interface PageHandle {
  /** The page reads or writes GraphQL (the marketing pages do not). */
  graphql: boolean;
}

/** The matched routes, as a router knows them before any page code has loaded. */
interface Matches {
  state: { matches: readonly { route: Pick<RouteObject, 'handle'> }[] };
}

/** Whether the page the app opens on uses GraphQL; a page without a handle is taken to. */
export function firstPageUsesGraphql(router: Matches): boolean {
  const page = router.state.matches.at(-1)?.route.handle as PageHandle | undefined;
  return page?.graphql !== false;
}

let markDrawn: () => void = () => undefined;

/** Settles once the first page has been drawn on screen (its content, not the loading spinner). */
export const firstPageDrawn = new Promise<void>((resolve) => {
  let drawn = false;
  markDrawn = () => {
    if (drawn) return;
    drawn = true;
    // jsdom has no User Timing.
    if (typeof performance.mark === 'function') performance.mark(FIRST_PAGE_DRAWN_MARK);
    resolve();
  };
});

/**
 * Rendered beside each page: once it has mounted, the next frame paints it, and the timer set in
 * that frame's callback runs after the paint.
 */
export function useMarksFirstPageDrawn(): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(markDrawn, 0));
    return () => cancelAnimationFrame(frame);
  }, []);
}
