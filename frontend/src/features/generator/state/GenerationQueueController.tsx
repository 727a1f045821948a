import { useEffect } from 'react';
import { type GenerationQueue, useGenerationQueue } from './useGenerationQueue';

/**
 * Runs the dashboard's queue (useGenerationQueue) and hands it up at each change. A component,
 * so the queue's code loads with the preview's deferred parts instead of the page's first load.
 */
export function GenerationQueueController({
  onChange,
}: {
  onChange: (queue: GenerationQueue) => void;
}) {
  const queue = useGenerationQueue();
  useEffect(() => onChange(queue), [queue, onChange]);
  return null;
}
