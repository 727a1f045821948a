import { useEffect, useRef, useState } from 'react';
import type { GeneratedImage } from '../generatedImages';

/** How long a new tool result stays highlighted, in ms. */
export const FRESH_RESULT_MS = 2500;

/**
 * The id of the tool result that has just arrived (the newest, last in the list), for as long as
 * it is highlighted; null otherwise. Results there when the page opened are not new.
 */
export function useFreshResult(results: readonly GeneratedImage[]): string | null {
  const newest = results.at(-1)?.id ?? null;
  const seen = useRef(newest);
  const [fresh, setFresh] = useState<string | null>(null);

  useEffect(() => {
    if (newest === null || newest === seen.current) return undefined;
    seen.current = newest;
    setFresh(newest);
    const timer = setTimeout(() => setFresh(null), FRESH_RESULT_MS);
    return () => clearTimeout(timer);
  }, [newest]);

  return fresh;
}
