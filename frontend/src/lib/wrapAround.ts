import { useEffect } from 'react';

/** Previous of the first is the last, next of the last the first. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** Left and right arrow keys step an open viewer through `count` images, wrapping around. */
export function useArrowKeyNavigation(
  index: number | null,
  count: number,
  onIndexChange: (index: number) => void,
): void {
  useEffect(() => {
    if (index === null || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(index - 1, count));
      if (event.key === 'ArrowRight') onIndexChange(wrapIndex(index + 1, count));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, count, onIndexChange]);
}
