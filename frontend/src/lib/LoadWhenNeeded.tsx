import { type ReactNode, Suspense, useState } from 'react';

interface LoadWhenNeededProps {
  /** True while the content is wanted (a dialog open); from the first time on, it stays rendered. */
  when: boolean;
  children: ReactNode;
  fallback?: ReactNode;
}

/**
 * Renders lazily loaded content (a dialog's own chunk) from the first time it is wanted, and keeps
 * it rendered afterwards so it can animate closed and open again without waiting. Until then
 * nothing of it is fetched, so a page's first load stays light.
 */
export function LoadWhenNeeded({ when, children, fallback = null }: LoadWhenNeededProps) {
  const [needed, setNeeded] = useState(when);
  // State from props: set during render, so the first wanted render already shows it.
  if (when && !needed) setNeeded(true);
  return needed ? <Suspense fallback={fallback}>{children}</Suspense> : null;
}
