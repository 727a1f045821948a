import { useCallback, useSyncExternalStore } from 'react';

/**
 * Phones and tablets: the dashboard's one column (antd's lg breakpoint, 992 px, puts the columns
 * side by side), with Generate in a bar at the bottom and the results scrolled into view.
 */
export const ONE_COLUMN_QUERY = '(max-width: 991.98px)';

/** Phones (below antd's sm breakpoint, 576 px): the settings' longer sections fold. */
export const PHONE_QUERY = '(max-width: 575.98px)';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the media query matches now (false where matchMedia is missing). */
export function mediaMatches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Whether a media query matches, following its changes. What hides by CSS alone stays in the
 * document (and in role queries); this lets a component exist on one layout only.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaMatches(query));
}
