import { useCallback, useRef } from 'react';
import { PROGRESS } from './generationQueue';
import type { QueueCardStatus } from './queueCard';

/** Writes the header's balance as one generation's answer or event tells it. */
export type GenerationBalanceWriter = (
  generationId: string | null | undefined,
  status: QueueCardStatus,
  creditBalance: number,
) => void;

/**
 * The header's balance from what the queue hears of each generation, in the order the server got
 * there: an answer that arrives after a later one carries the balance from before it, and is not
 * written. The request's own answer (the hold) can come after the live channel said the
 * generation succeeded (the settled balance), and a read sent while it ran can come after it
 * ended; written last, either would leave the header at the held balance.
 */
export function useGenerationBalances(
  writeBalance: (creditBalance: number) => void,
): GenerationBalanceWriter {
  const progress = useRef(new Map<string, number>());
  return useCallback(
    (generationId, status, creditBalance) => {
      if (generationId) {
        const reached = progress.current.get(generationId) ?? -1;
        if (PROGRESS[status] < reached) return;
        progress.current.set(generationId, PROGRESS[status]);
      }
      writeBalance(creditBalance);
    },
    [writeBalance],
  );
}
