import { useEffect, useState } from 'react';
import { readUserSettings } from '../../../lib/generationSettings';
import { useToast } from '../../../lib/useToast';
import { fitToLimits } from '../capabilityLimits';
import type { GeneratedImage } from '../generatedImages';
import type { GenerationParameters } from '../generationParameters';
import { refusalBeforeGenerate } from '../generationRules';
import { retrySeed } from '../state/retrySeed';
import type { GenerationRequest, useGeneration } from '../state/useGeneration';
import type { GenerationQueue } from '../state/useGenerationQueue';
import type { SelectedModel } from './useSelectedModel';

/** The queue until its code has loaded: empty, and nothing can be sent to it yet. */
const LOADING_QUEUE: GenerationQueue = {
  ready: false,
  cards: [],
  sending: false,
  reconnecting: false,
  submit: () => Promise.resolve(),
  vary: () => Promise.resolve(),
  expand: () => Promise.resolve(),
  dismiss: () => undefined,
  cancel: () => undefined,
};

type Generation = Pick<ReturnType<typeof useGeneration>, 'state' | 'generate' | 'retryImage'>;
type RunModel = Pick<
  SelectedModel,
  'limits' | 'sections' | 'architectureId' | 'architecture' | 'architectureNames'
>;

/**
 * Sending what Generate (or a Retry) asks for: refused here when the prompt cannot go, else to
 * the queue (held until its code has arrived), or with the user's own key as one generation
 * that waits for its answer. The queue itself comes up from its deferred controller (setQueue).
 */
export function useGenerationRunner(
  { state, generate, retryImage }: Generation,
  { limits, sections, architectureId, architecture, architectureNames }: RunModel,
) {
  'use memo';
  const toast = useToast();
  const [queue, setQueue] = useState(LOADING_QUEUE);
  const [waitingForQueue, setWaitingForQueue] = useState<readonly GenerationRequest[]>([]);
  const { negativePromptSupported } = limits;

  const run = (requested: GenerationParameters) => {
    // Sent as the server accepts it: the nearest valid size, steps and weights in range.
    const runParameters = fitToLimits(requested, limits);
    const refusal = refusalBeforeGenerate(
      runParameters.prompt,
      runParameters.negative_prompt,
      negativePromptSupported,
    );
    if (refusal) {
      toast({ variant: 'error', ...refusal });
      return;
    }
    const mismatched = runParameters.loras.find(
      (lora) => lora.architectureId != null && lora.architectureId !== architectureId,
    );
    const request: GenerationRequest = {
      parameters: runParameters,
      negativePromptSupported,
      sections,
      context: {
        model: runParameters.model_id,
        baseArchitecture: architecture,
        loraArchitecture:
          mismatched?.architectureId != null
            ? architectureNames.get(mismatched.architectureId)
            : undefined,
      },
    };
    // The queue runs on the studio's provider account: the user's own key waits for its answer.
    const { apiKey, apiEndpoint } = readUserSettings();
    if (apiKey.trim() || apiEndpoint.trim()) void generate(request);
    else if (queue.ready) void queue.submit(request);
    // A click before the queue's code has arrived is sent as soon as it has.
    else setWaitingForQueue((waiting) => [...waiting, request]);
  };

  /**
   * Retry on one image: a result shown on its own is made again in its place; one in a queue card
   * is queued again alone, with a seed none of the shown images has (one image charged).
   */
  const retryOne = (image: GeneratedImage, shownImages: readonly GeneratedImage[]) => {
    if (state.status === 'success' && state.images.some((shown) => shown.id === image.id)) {
      void retryImage(image, { negativePromptSupported, sections });
      return;
    }
    // The old image's cost is not the new one's.
    const imageParameters: GenerationParameters & { cost?: number } = { ...image.params };
    delete imageParameters.cost;
    const seed = retrySeed(shownImages.map((shown) => shown.seed));
    run({ ...imageParameters, imageCount: 1, seed });
  };

  useEffect(() => {
    if (!queue.ready || waitingForQueue.length === 0) return;
    for (const request of waitingForQueue) void queue.submit(request);
    setWaitingForQueue([]);
  }, [queue, waitingForQueue]);

  // Generate and reset wait for the request to be accepted; the generation lives on in its card.
  const generating = state.status === 'loading' || queue.sending || waitingForQueue.length > 0;

  return { queue, setQueue, run, retryOne, generating };
}
