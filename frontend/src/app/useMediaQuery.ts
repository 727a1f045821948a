import { useCallback, useSyncExternalStore } from 'react';

/** antd's breakpoints, which the pages' grids use too. */
export const SM_UP = '(min-width: 576px)';
export const MD_UP = '(min-width: 768px)';

/** Whether a media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
