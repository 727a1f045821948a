import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  CancelGenerationDocument,
  GenerateImagesDocument,
  VaryImageDocument,
} from '../../../graphql/generated/graphql';
import { useToast } from '../../../lib/useToast';
import { useSession } from '../../account/session';
import { buildGenerateInput } from '../buildGenerateInput';
import { normalizeParameters } from '../normalizeParameters';
import type { VariationRequest } from '../vary/variationRequest';
import type { ExpandRequest } from '../expand/expandRequest';
import { effectiveNegativePrompt } from '../generationRules';
import { useCreditBalanceWriter } from '../tools/useCreditBalanceWriter';
import { queueReducer } from './generationQueue';
import { useGenerationBalances } from './useGenerationBalances';
import type { QueueCard } from './queueCard';
import type { GenerationRequest } from './useGeneration';
import { useQueueAnnouncements } from './useQueueAnnouncements';
import { useQueueFollowing } from './useQueueFollowing';
import { useQueueReads } from './useQueueReads';
import { useQueueSending } from './useQueueSending';

export {
  QUEUE_POLL_INTERVAL_MS,
  QUEUE_RECHECK_INTERVAL_MS,
  RESUBSCRIBE_AFTER_MS,
} from './useQueueFollowing';
export { UNFINISHED_CANDIDATE_COUNT } from './useQueueReads';

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
  const { user } = useSession();
  const userId = user?.id;
  const toast = useToast();
  const writeBalance = useGenerationBalances(useCreditBalanceWriter());
  const [cards, dispatch] = useReducer(queueReducer, []);

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
      if (data) {
        const { generationId, creditBalance } = data.generateImages;
        writeBalance(generationId, 'pending', creditBalance);
      }
    },
  });

  const readNow = useQueueReads(userId, dispatch, writeBalance, mounted);
  const reconnecting = useQueueFollowing({ cards, dispatch, readNow, writeBalance });
  useQueueAnnouncements(cards);
  const { send, sending } = useQueueSending(dispatch, readNow, mounted);

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
      if (data) writeBalance(data.varyImage.generationId, 'pending', data.varyImage.creditBalance);
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

  // One object per change, so a holder re-renders only when something changed.
  return useMemo(
    () => ({ ready: true, cards, sending, reconnecting, submit, vary, expand, dismiss, cancel }),
    [cards, sending, reconnecting, submit, vary, expand, dismiss, cancel],
  );
}
