import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come into view (stays true); true where the browser cannot tell.
 * Watches only while `watch` is true.
 */
export function useInView(ref: RefObject<Element | null>, watch = true): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!watch || seen || !element) return;
    // Some of it must show: an element just below the fold touches the viewport's edge, which
    // counts as intersecting with no threshold.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { threshold: 0.01 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, seen]);
  return seen;
}
