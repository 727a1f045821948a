import { type Dispatch, type RefObject, useCallback, useState } from 'react';
import type { FailureContext } from '../generationError';
import type { GenerationParameters } from '../generationParameters';
import { failureOf, INVALID_RESPONSE } from './generationFailures';
import type { QueueAction } from './generationQueue';
import { newTaskUUID } from './taskUUID';

let sentCount = 0;
/** A card's key from the click (the generation id comes with the answer). */
function newCardKey(): string {
  sentCount += 1;
  return `sent-${Date.now()}-${sentCount}`;
}

/**
 * Sending a card's request: the card shows at once, and moves with the server's answer (accepted,
 * then read at once; or refused). `sending` while any answer is awaited: Generate waits for these.
 */
export function useQueueSending(
  dispatch: Dispatch<QueueAction>,
  readNow: (generationIds: readonly string[]) => Promise<void>,
  mounted: RefObject<boolean>,
) {
  const [sendingCount, setSendingCount] = useState(0);

  /** Shows the card at once, sends the request with `run`, and follows what the server answers. */
  const send = useCallback(
    async (
      card: { parameters: GenerationParameters; negativePrompt?: string; context: FailureContext },
      run: (taskUUID: string) => Promise<string | null>,
      serverBuilt = false,
    ) => {
      const key = newCardKey();
      const taskUUID = newTaskUUID();
      dispatch({ type: 'sent', key, taskUUID, ...card, serverBuilt, at: Date.now() });
      setSendingCount((count) => count + 1);
      try {
        const generationId = await run(taskUUID);
        if (!mounted.current) return;
        if (!generationId) throw new Error(INVALID_RESPONSE);
        dispatch({ type: 'accepted', key, generationId });
        // Whatever happened before the live channel heard of it.
        void readNow([generationId]);
      } catch (error) {
        const failure = await failureOf(error);
        if (!mounted.current) return;
        dispatch({ type: 'refused', key, failure });
      } finally {
        if (mounted.current) setSendingCount((count) => count - 1);
      }
    },
    [readNow, dispatch, mounted],
  );

  return { send, sending: sendingCount > 0 };
}
