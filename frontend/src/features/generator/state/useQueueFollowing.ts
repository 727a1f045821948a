import { useApolloClient } from '@apollo/client/react';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import { GenerationUpdatedDocument } from '../../../graphql/generated/graphql';
import { isLiveChannelDown, useLiveConnectionStatus } from '../../../lib/liveConnection';
import { useSession } from '../../account/session';
import { changedAction, type QueueAction } from './generationQueue';
import type { GenerationBalanceWriter } from './useGenerationBalances';
import { isUnfinished, type QueueCard } from './queueCard';

/** How often unfinished generations are asked for while the live channel is down. */
export const QUEUE_POLL_INTERVAL_MS = 2000;
/**
 * While the live channel is up, unfinished generations are still read this often: its events are
 * best effort (one published while Redis blinked is gone), and a missed one must not freeze a card.
 */
export const QUEUE_RECHECK_INTERVAL_MS = 15_000;
/** After the live subscription ended (refused, failed), how long before it is tried again. */
export const RESUBSCRIBE_AFTER_MS = 30_000;

interface QueueFollowingOptions {
  cards: readonly QueueCard[];
  dispatch: Dispatch<QueueAction>;
  /** Asks how the generations stand now (useQueueReads). */
  readNow: (generationIds: readonly string[]) => Promise<void>;
  writeBalance: GenerationBalanceWriter;
}

/**
 * Following the unfinished cards: one subscription to generationUpdated while any is unfinished
 * (tried again RESUBSCRIBE_AFTER_MS after it ended), their state read every
 * QUEUE_POLL_INTERVAL_MS while the live channel is down (else every QUEUE_RECHECK_INTERVAL_MS),
 * and once more when it is back. Returns whether the cards are reconnecting.
 */
export function useQueueFollowing({
  cards,
  dispatch,
  readNow,
  writeBalance,
}: QueueFollowingOptions): boolean {
  const client = useApolloClient();
  const { refresh } = useSession();
  const liveStatus = useLiveConnectionStatus();
  const [subscriptionEnded, setSubscriptionEnded] = useState(false);
  const [subscriptionRound, setSubscriptionRound] = useState(0);

  const following = cards.some((card) => isUnfinished(card.status));

  // One subscription to all of the user's generations while any card is unfinished.
  useEffect(() => {
    if (!following) return undefined;
    let ended = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const end = () => {
      if (ended) return;
      ended = true;
      setSubscriptionEnded(true);
      retry = setTimeout(() => setSubscriptionRound((round) => round + 1), RESUBSCRIBE_AFTER_MS);
    };
    setSubscriptionEnded(false);
    const subscription = client
      .subscribe({ query: GenerationUpdatedDocument, fetchPolicy: 'no-cache' })
      .subscribe({
        next: ({ data, error }) => {
          const update = data?.generationUpdated;
          if (update) {
            writeBalance(update.generation.id, update.generation.status, update.creditBalance);
            dispatch(changedAction(update));
          } else if (error) {
            end();
          }
        },
        error: end,
        complete: end,
      });
    return () => {
      ended = true;
      clearTimeout(retry);
      subscription.unsubscribe();
    };
  }, [client, following, subscriptionRound, writeBalance, dispatch]);

  // The server ended the session (4401): checked as an expired session is, which signs out.
  useEffect(() => {
    if (liveStatus === 'signedOut') void refresh({ force: true });
  }, [liveStatus, refresh]);

  const reconnecting = following && (isLiveChannelDown(liveStatus) || subscriptionEnded);
  const followedIds = cards
    .filter((card) => card.generationId && isUnfinished(card.status) && card.status !== 'sending')
    .map((card) => card.generationId as string);
  const followedRef = useRef(followedIds);
  useEffect(() => {
    followedRef.current = followedIds;
  });

  // Every unfinished generation, every QUEUE_POLL_INTERVAL_MS while the live channel is down, else
  // every QUEUE_RECHECK_INTERVAL_MS in case an event was lost.
  useEffect(() => {
    if (!following) return undefined;
    const every = reconnecting ? QUEUE_POLL_INTERVAL_MS : QUEUE_RECHECK_INTERVAL_MS;
    const timer = setInterval(() => void readNow(followedRef.current), every);
    return () => clearInterval(timer);
  }, [following, reconnecting, readNow]);

  // Back on the live channel: what changed while it was away.
  const wasConnected = useRef(liveStatus === 'connected');
  useEffect(() => {
    const connected = liveStatus === 'connected';
    if (connected && !wasConnected.current) void readNow(followedRef.current);
    wasConnected.current = connected;
  }, [liveStatus, readNow]);

  return reconnecting;
}
