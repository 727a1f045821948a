import { type RefObject, useEffect } from 'react';

// The next page loads when the sentinel comes within 100px, 10% of it visible.
const OBSERVER_OPTIONS: IntersectionObserverInit = { rootMargin: '100px', threshold: 0.1 };

/**
 * Calls onReach while the sentinel is (nearly) in view. A new observer per change of `watch`
 * reports the sentinel's current state at once, so a page that leaves it in view loads the next.
 */
export function useInfiniteScroll(
  sentinel: RefObject<Element | null>,
  { enabled, onReach, watch }: { enabled: boolean; onReach: () => void; watch: unknown },
) {
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onReach();
    }, OBSERVER_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled, onReach, watch]);
}
