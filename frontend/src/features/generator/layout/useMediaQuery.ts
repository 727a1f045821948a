import { useCallback, useSyncExternalStore } from 'react';

/** Phones: the dashboard's one column, with Generate in a bar at the bottom. */
export const PHONE_QUERY = '(max-width: 768px)';

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
