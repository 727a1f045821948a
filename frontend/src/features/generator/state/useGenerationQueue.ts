import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  CancelGenerationDocument,
  GenerateImagesDocument,
  GenerationUpdatedDocument,
  QueuedGenerationNowDocument,
  UnfinishedGenerationCandidatesDocument,
  VaryImageDocument,
} from '../../../graphql/generated/graphql';
import { isLiveChannelDown, useLiveConnectionStatus } from '../../../lib/liveConnection';
import { useToast } from '../../../lib/useToast';
import { useSession } from '../../account/session';
import { buildGenerateInput } from '../buildGenerateInput';
import { normalizeParameters } from '../normalizeParameters';
import { type FailureContext, failureFromError } from '../generationError';
import type { GenerationParameters } from '../generationParameters';
import type { VariationRequest } from '../vary/variationRequest';
import type { ExpandRequest } from '../expand/expandRequest';
import { effectiveNegativePrompt } from '../generationRules';
import { useCreditBalanceWriter } from '../tools/useCreditBalanceWriter';
import { recordDuration } from './generationDurations';
import { queueReducer } from './generationQueue';
import { isUnfinished, type QueueCard } from './queueCard';
import { type GenerationRequest, newTaskUUID } from './useGeneration';

/** How often unfinished generations are asked for while the live channel is down. */
export const QUEUE_POLL_INTERVAL_MS = 2000;
/**
 * While the live channel is up, unfinished generations are still read this often: its events are
 * best effort (one published while Redis blinked is gone), and a missed one must not freeze a card.
 */
export const QUEUE_RECHECK_INTERVAL_MS = 15_000;
/** After the live subscription ended (refused, failed), how long before it is tried again. */
export const RESUBSCRIBE_AFTER_MS = 30_000;
/** Among how many of the newest generations a reload looks for unfinished ones. */
export const UNFINISHED_CANDIDATE_COUNT = 20;

let sentCount = 0;
/** A card's key from the click (the generation id comes with the answer). */
function newCardKey(): string {
  sentCount += 1;
  return `sent-${Date.now()}-${sentCount}`;
}

export interface GenerationQueue {
  /** False until the queue's code has loaded (it comes with the preview's deferred parts). */
  ready: boolean;
  /** Newest first. */
  cards: readonly QueueCard[];
  /** Requests sent and not yet accepted or refused: Generate waits for these only. */
  sending: boolean;
  /** The live channel is down: unfinished cards are polled and say they are reconnecting. */
  reconnecting: boolean;
  submit: (request: GenerationRequest) => Promise<void>;
  /** Vary (subtle or strong): the server builds the request from the image; it is a card too. */
  vary: (request: VariationRequest) => Promise<void>;
  /** Expand (outpaint) an image: a generation built by the dialog; a card too. */
  expand: (request: ExpandRequest) => Promise<void>;
  dismiss: (key: string) => void;
  /** Cancels the card's generation: ended at once while queued, else finished as it ends. */
  cancel: (card: QueueCard) => void;
}

/**
 * The queue of generations sent through the asynchronous path: Generate sends
 * generateImages(async: true) and is free again once the server has accepted the request; each
 * generation is then followed on the live channel (generationUpdated over WebSocket), with its
 * balance going to the header. While the channel is down (cannot connect, lost, refused) the
 * unfinished ones are polled every QUEUE_POLL_INTERVAL_MS until it is back. On opening, the
 * unfinished generations among the newest are found again (a reload, another tab).
 */
export function useGenerationQueue(): GenerationQueue {
  const client = useApolloClient();
  const { user, refresh } = useSession();
  const userId = user?.id;
  const toast = useToast();
  const writeBalance = useCreditBalanceWriter();
  const [cards, dispatch] = useReducer(queueReducer, []);
  const [sendingCount, setSendingCount] = useState(0);
  const liveStatus = useLiveConnectionStatus();
  const [subscriptionEnded, setSubscriptionEnded] = useState(false);
  const [subscriptionRound, setSubscriptionRound] = useState(0);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const [mutate] = useMutation(GenerateImagesDocument, {
    // The hold is taken at once: the header shows the balance after it.
    update(_cache, { data }) {
      if (data) writeBalance(data.generateImages.creditBalance);
    },
  });

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
            writeBalance(update.creditBalance);
            dispatch({
              type: 'changed',
              generation: update.generation,
              queuePosition: update.queuePosition ?? null,
              eta: update.eta ?? null,
              at: Date.now(),
            });
          } catch {
            // Asked again at the next poll, or heard of on the live channel.
          }
        }),
      );
    },
    [client, writeBalance],
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
  }, [client, userId]);

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
            writeBalance(update.creditBalance);
            dispatch({
              type: 'changed',
              generation: update.generation,
              queuePosition: update.queuePosition ?? null,
              eta: update.eta ?? null,
              at: Date.now(),
            });
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
  }, [client, following, subscriptionRound, writeBalance]);

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

  // The end of each generation, said once: the spec's toast; its duration for the next estimate.
  const announced = useRef(new Set<string>());
  useEffect(() => {
    for (const card of cards) {
      const id = card.generationId ?? card.key;
      if (card.status !== 'succeeded' || announced.current.has(id)) continue;
      announced.current.add(id);
      toast({ variant: 'success', title: `Generated ${card.images.length} image(s)` });
      if (!card.resumed) recordDuration(card.parameters, Date.now() - card.submittedAt);
    }
  }, [cards, toast]);

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
        if (!generationId)
          throw new Error('Invalid response from API. Expected array of image data.');
        dispatch({ type: 'accepted', key, generationId });
        // Whatever happened before the live channel heard of it.
        void readNow([generationId]);
      } catch (error) {
        if (!mounted.current) return;
        dispatch({ type: 'refused', key, failure: failureFromError(error) });
      } finally {
        if (mounted.current) setSendingCount((count) => count - 1);
      }
    },
    [readNow],
  );

  const submit = useCallback(
    ({ parameters, negativePromptSupported, sections, context }: GenerationRequest) => {
      const negativePrompt = effectiveNegativePrompt(
        parameters.negative_prompt,
        negativePromptSupported,
      );
      return send(
        { parameters, ...(negativePrompt !== undefined ? { negativePrompt } : {}), context },
        async (taskUUID) => {
          const input = buildGenerateInput(parameters, {
            negativePromptSupported,
            sections,
            taskUUID,
          });
          const { data } = await mutate({ variables: { input, async: true } });
          return data?.generateImages.generationId ?? null;
        },
      );
    },
    [mutate, send],
  );

  const [varyImage] = useMutation(VaryImageDocument, {
    update(_cache, { data }) {
      if (data) writeBalance(data.varyImage.creditBalance);
    },
  });
  const vary = useCallback(
    ({ image, strength }: VariationRequest) =>
      send(
        // The source's settings until the server's own (new seed, strength) come with the card.
        { parameters: { ...image.params, seed: null }, context: { model: image.model_id } },
        async (taskUUID) => {
          const source = image.creationId
            ? { creationId: image.creationId }
            : { imageUUID: image.imageUUID };
          const { data } = await varyImage({
            variables: { input: { ...source, strength, taskUUID } },
          });
          return data?.varyImage.generationId ?? null;
        },
        true,
      ),
    [send, varyImage],
  );

  const expand = useCallback(
    ({ input, source }: ExpandRequest) =>
      send(
        // What was asked until the server's record of it (the extended size) comes with the card.
        {
          parameters: normalizeParameters({
            prompt: input.prompt,
            model_id: input.model,
            width: input.width,
            height: input.height,
            seedImage: input.seedImage,
            imageCount: 1,
          }),
          ...(input.negativePrompt ? { negativePrompt: input.negativePrompt } : {}),
          context: { model: source.model },
        },
        async (taskUUID) => {
          const { data } = await mutate({
            variables: { input: { ...input, taskUUID }, async: true },
          });
          return data?.generateImages.generationId ?? null;
        },
      ),
    [send, mutate],
  );

  const dismiss = useCallback((key: string) => dispatch({ type: 'dismissed', key }), []);

  const [cancelGeneration] = useMutation(CancelGenerationDocument);
  const cancel = useCallback(
    (card: QueueCard) => {
      const id = card.generationId;
      if (!id) return;
      void cancelGeneration({ variables: { id } })
        .then(({ data }) => {
          if (mounted.current && data)
            dispatch({ type: 'changed', generation: data.cancelGeneration, at: Date.now() });
        })
        .catch((error: unknown) =>
          toast({
            variant: 'error',
            title: 'Could not cancel the generation',
            description: error instanceof Error ? error.message : undefined,
          }),
        );
    },
    [cancelGeneration, toast],
  );

  const sending = sendingCount > 0;
  // One object per change, so a holder re-renders only when something changed.
  return useMemo(
    () => ({ ready: true, cards, sending, reconnecting, submit, vary, expand, dismiss, cancel }),
    [cards, sending, reconnecting, submit, vary, expand, dismiss, cancel],
  );
}
