import { useApolloClient } from '@apollo/client/react';
import { type Dispatch, type RefObject, useCallback, useEffect } from 'react';
import {
  QueuedGenerationNowDocument,
  UnfinishedGenerationCandidatesDocument,
} from '../../../graphql/generated/graphql';
import { changedAction, type QueueAction } from './generationQueue';
import type { GenerationBalanceWriter } from './useGenerationBalances';

/** Among how many of the newest generations a reload looks for unfinished ones. */
export const UNFINISHED_CANDIDATE_COUNT = 20;

/**
 * The queue's reads of the server: how chosen generations stand now (readNow, for a poll or a
 * generation just accepted), and, as the page opens, the generations still under way (the same
 * queue after a reload or in a new tab).
 */
export function useQueueReads(
  userId: string | undefined,
  dispatch: Dispatch<QueueAction>,
  writeBalance: GenerationBalanceWriter,
  mounted: RefObject<boolean>,
) {
  const client = useApolloClient();

  /** Asks how each generation stands now (and the balance), and moves its card. */
  const readNow = useCallback(
    async (generationIds: readonly string[]) => {
      await Promise.all(
        generationIds.map(async (id) => {
          try {
            const { data } = await client.query({
              query: QueuedGenerationNowDocument,
              variables: { id },
              fetchPolicy: 'no-cache',
            });
            const update = data?.generationUpdate;
            if (!mounted.current || !update) return;
            writeBalance(update.generation.id, update.generation.status, update.creditBalance);
            dispatch(changedAction(update));
          } catch {
            // Asked again at the next poll, or heard of on the live channel.
          }
        }),
      );
    },
    [client, writeBalance, dispatch, mounted],
  );

  // What was still under way when the page opened: the same queue after a reload or in a new tab.
  useEffect(() => {
    if (!userId) return undefined;
    let cancelled = false;
    client
      .query({
        query: UnfinishedGenerationCandidatesDocument,
        variables: { first: UNFINISHED_CANDIDATE_COUNT },
        fetchPolicy: 'no-cache',
      })
      .then(({ data }) => {
        if (cancelled || !data) return;
        dispatch({ type: 'found', generations: data.myGenerations.items, at: Date.now() });
      })
      .catch(() => {
        // Without the list the page starts with an empty queue, as before a generation.
      });
    return () => {
      cancelled = true;
    };
  }, [client, userId, dispatch]);

  return readNow;
}
