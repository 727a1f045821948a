import { useMutation } from '@apollo/client/react';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GenerateImagesDocument } from '../../../graphql/generated/graphql';
import { readUserSettings } from '../../../lib/generationSettings';
import { useToast } from '../../../lib/useToast';
import { useSession } from '../../account/session';
import { buildGenerateInput, type SectionVisibility } from '../buildGenerateInput';
import {
  type GeneratedImage,
  type GenerationImagesSource,
  imagesFromResult,
} from '../generatedImages';
import type { FailureContext, GenerationFailure } from '../generationError';
import type { GenerationParameters } from '../generationParameters';
import { effectiveNegativePrompt } from '../generationRules';
import {
  clearInFlightGeneration,
  type InFlightGeneration,
  readInFlightGeneration,
  writeInFlightGeneration,
} from './inFlightGeneration';
import { expectedDurationMs, recordDuration } from './generationDurations';
import { retrySeed } from './retrySeed';
import type { ResumeOutcome } from './useResumedGeneration';

/**
 * How a failed call reads. Its code comes with the dashboard's deferred parts (the queue's reads
 * it too), out of the first load: it is only needed once a call has failed.
 */
function failureOf(error: unknown): Promise<GenerationFailure> {
  return import('../generationError').then(({ failureFromError }) => failureFromError(error));
}

/** The generation under way, for its placeholders: how many, their shape, and its timing. */
export interface PendingGeneration {
  imageCount: number;
  width: number;
  height: number;
  /** When it was sent, in ms since the epoch. */
  startedAt: number;
  /** How long the last one of this model and size took, in ms; null when unknown. */
  expectedMs: number | null;
}

/** What a finished generation shows: its images and what they cost. */
export interface GenerationResults {
  images: GeneratedImage[];
  /** The provider's cost in USD. */
  totalCost: number;
  /** What the user paid, in credits; 0 when their own provider key paid. */
  creditsCharged: number;
  /** True when the user's own provider key paid (no credits). */
  ownKey?: boolean;
  /** Restored with past results: the creator tools' results made from them, oldest first. */
  toolResults?: GeneratedImage[];
  /** The id of the one image being made again (Retry on that image); the others stay. */
  retryingId?: string;
}

/** Why past results are on the preview: shown on load, or picked in the recent generations. */
export type RestoreOrigin = 'onLoad' | 'picked';

export type GenerationState =
  | { status: 'idle' }
  /** resumed: a generation sent before a reload, followed on the server. */
  | { status: 'loading'; pending: PendingGeneration; resumed?: boolean }
  /** restored: results of an earlier generation, shown again (no toast, no new charge). */
  | ({ status: 'success'; restored?: RestoreOrigin } & GenerationResults)
  | { status: 'error'; failure: GenerationFailure; context: FailureContext }
  /** A generation sent before a reload that the provider has not confirmed: credits stay held. */
  | { status: 'unconfirmed' };

export interface GenerationRequest {
  parameters: GenerationParameters;
  negativePromptSupported: boolean;
  sections: SectionVisibility;
  /** For concrete error messages: the model and the architectures involved. */
  context: FailureContext;
}

function pendingOf(parameters: GenerationParameters, startedAt: number): PendingGeneration {
  return {
    imageCount: parameters.imageCount,
    width: parameters.width,
    height: parameters.height,
    startedAt,
    expectedMs: expectedDurationMs(parameters),
  };
}

const INVALID_RESPONSE = 'Invalid response from API. Expected array of image data.';
const UNEXPECTED = 'Failed to generate images. Please try again later.';

/** A random task id, made here so a request cut off by a reload can be found by it. */
export function newTaskUUID(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // RFC 4122 version 4 from random bytes, where randomUUID is missing (older browsers).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Generation: idle → loading → success (images, toast) or error (the panel). The answer's credit
 * balance goes into the cached user, so the header shows it without asking the server again.
 *
 * Each request is remembered in sessionStorage until its answer arrives on this page. A reload
 * (or leaving the dashboard) cuts the request off but not the generation: on the next visit the
 * dashboard starts in loading, finds the generation by its taskUUID and follows it to the same
 * success or error, or to 'unconfirmed' while the provider has not confirmed it.
 *
 * The preview's one owner: earlier results shown again from the recent generations come in
 * through showRestored, as a success marked restored.
 */
export function useGeneration() {
  const { user, refresh } = useSession();
  const toast = useToast();
  const userId = user?.id;
  const [resumed, setResumed] = useState<InFlightGeneration | null>(() =>
    userId ? readInFlightGeneration(userId) : null,
  );
  const [state, setState] = useState<GenerationState>(() =>
    resumed
      ? {
          status: 'loading',
          pending: pendingOf(resumed.parameters, resumed.startedAt),
          resumed: true,
        }
      : { status: 'idle' },
  );

  // An answer arriving after the dashboard was left is not this page's: the record stays, and
  // the next visit shows the generation from the server.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const [mutate] = useMutation(GenerateImagesDocument, {
    update(cache, { data }) {
      if (!data || !userId) return;
      cache.modify({
        id: cache.identify({ __typename: 'User', id: userId }),
        fields: { creditBalance: () => data.generateImages.creditBalance },
      });
    },
  });

  /** The success state and its toast, or the invalid-response error when no image came. */
  const showResult = useCallback(
    (
      result: GenerationImagesSource & { totalCost: number; creditsCharged: number },
      parameters: GenerationParameters,
      negativePrompt: string | undefined,
      context: FailureContext,
      ownKey = false,
    ) => {
      const images = imagesFromResult(result, parameters, negativePrompt);
      if (images.length === 0) {
        setState({
          status: 'error',
          failure: { code: 'invalidProviderResponse', message: INVALID_RESPONSE },
          context,
        });
        return;
      }
      setState({
        status: 'success',
        images,
        totalCost: result.totalCost,
        creditsCharged: result.creditsCharged,
        ...(ownKey ? { ownKey } : {}),
      });
      toast({ variant: 'success', title: `Generated ${images.length} image(s)` });
    },
    [toast],
  );

  const onResumeOutcome = useCallback(
    (outcome: ResumeOutcome) => {
      if (!resumed) return;
      const finish = () => {
        clearInFlightGeneration();
        setResumed(null);
      };
      switch (outcome.kind) {
        case 'notFound':
          finish();
          setState({ status: 'idle' });
          return;
        case 'unreachable':
          // Kept for a later visit: the server was not asked, so nothing is known.
          setResumed(null);
          setState({ status: 'idle' });
          return;
        case 'unconfirmed':
          setState({ status: 'unconfirmed' });
          return;
        case 'expired':
          finish();
          setState({ status: 'unconfirmed' });
          return;
        case 'succeeded': {
          finish();
          const { generation } = outcome;
          const totalCost =
            generation.providerCostUsd ??
            generation.images.reduce((sum, image) => sum + (image.cost ?? 0), 0);
          showResult(
            {
              generationId: generation.id,
              images: generation.images,
              totalCost,
              creditsCharged: generation.creditsCharged,
            },
            resumed.parameters,
            resumed.negativePrompt,
            resumed.context,
          );
          // The header's balance: the charge (or a refund) happened while the page was away.
          void refresh({ force: true });
          return;
        }
        case 'failed': {
          finish();
          const { generation } = outcome;
          setState({
            status: 'error',
            failure: {
              ...(generation.errorCode ? { code: generation.errorCode } : {}),
              message: generation.errorMessage || UNEXPECTED,
            },
            context: resumed.context,
          });
          void refresh({ force: true });
          return;
        }
      }
    },
    [resumed, showResult, refresh],
  );

  // Followed by ResumedGenerationFollower, which the dashboard renders while there is one: its
  // code loads with the preview's deferred parts, only pages with such a generation run it.
  const follow = useMemo(
    () => (resumed ? { record: resumed, onOutcome: onResumeOutcome } : null),
    [resumed, onResumeOutcome],
  );

  const generate = useCallback(
    async ({ parameters, negativePromptSupported, sections, context }: GenerationRequest) => {
      // A new request replaces one still followed from before a reload.
      setResumed(null);
      const startedAt = Date.now();
      setState({ status: 'loading', pending: pendingOf(parameters, startedAt) });
      const { apiKey, apiEndpoint } = readUserSettings();
      const taskUUID = newTaskUUID();
      const input = buildGenerateInput(parameters, {
        negativePromptSupported,
        sections,
        apiKey,
        apiEndpoint,
        taskUUID,
      });
      const negativePrompt = effectiveNegativePrompt(
        parameters.negative_prompt,
        negativePromptSupported,
      );
      if (userId) {
        writeInFlightGeneration({
          taskUUID,
          userId,
          parameters,
          ...(negativePrompt !== undefined ? { negativePrompt } : {}),
          context,
          startedAt,
        });
      }
      try {
        const { data } = await mutate({ variables: { input } });
        if (!mounted.current) return;
        clearInFlightGeneration();
        if (!data) throw new Error(INVALID_RESPONSE);
        if (data.generateImages.images.length > 0) {
          recordDuration(parameters, Date.now() - startedAt);
        }
        showResult(
          data.generateImages,
          parameters,
          negativePrompt,
          context,
          input.providerApiKey !== undefined,
        );
      } catch (error) {
        if (!mounted.current) return;
        clearInFlightGeneration();
        const failure = await failureOf(error);
        if (mounted.current) setState({ status: 'error', failure, context });
      }
    },
    [mutate, showResult, userId],
  );

  /**
   * Retry on one image of a finished batch: that image alone is made again, with a new seed the
   * batch never used (one image, one charge), and takes its place; the others stay as they are.
   * A failure leaves every image in place and says why in a toast.
   */
  const retryImage = useCallback(
    async (
      image: GeneratedImage,
      { negativePromptSupported, sections }: Omit<GenerationRequest, 'parameters' | 'context'>,
    ) => {
      if (state.status !== 'success' || state.retryingId) return;
      // The old image's cost is not the new one's.
      const imageParameters: GenerationParameters & { cost?: number } = { ...image.params };
      delete imageParameters.cost;
      const seed = retrySeed(
        [...state.images, ...(state.toolResults ?? [])].map((shown) => shown.seed),
      );
      const parameters: GenerationParameters = { ...imageParameters, imageCount: 1, seed };
      setState((current) =>
        current.status === 'success' ? { ...current, retryingId: image.id } : current,
      );
      const { apiKey, apiEndpoint } = readUserSettings();
      const input = buildGenerateInput(parameters, {
        negativePromptSupported,
        sections,
        apiKey,
        apiEndpoint,
        taskUUID: newTaskUUID(),
      });
      const stopRetrying = (current: GenerationState): GenerationState => {
        if (current.status !== 'success') return current;
        const rest = { ...current };
        delete rest.retryingId;
        return rest;
      };
      try {
        const { data } = await mutate({ variables: { input } });
        if (!mounted.current) return;
        const [made] = data
          ? imagesFromResult(data.generateImages, parameters, image.negative_prompt)
          : [];
        if (!data || !made) throw new Error(INVALID_RESPONSE);
        const charge = data.generateImages;
        setState((current) => {
          if (current.status !== 'success') return current;
          const next = stopRetrying(current) as typeof current;
          return {
            ...next,
            // The new image takes the old one's place; the viewer and the grid keep their order.
            images: current.images.map((shown) =>
              shown.id === image.id ? { ...made, id: `${image.id}-${seed}` } : shown,
            ),
            totalCost: current.totalCost + charge.totalCost,
            creditsCharged: current.creditsCharged + charge.creditsCharged,
          };
        });
        toast({ variant: 'success', title: 'Generated 1 image(s)' });
      } catch (error) {
        if (!mounted.current) return;
        setState(stopRetrying);
        const { message } = await failureOf(error);
        toast({ variant: 'error', title: 'Retry failed', description: message });
      }
    },
    [state, mutate, toast],
  );

  /**
   * Shows an earlier generation's results again; never over a generation under way. A transition,
   * so the results (on opening, beside the rest of the page) render in slices, not as one long task.
   */
  const showRestored = useCallback((results: GenerationResults, origin: RestoreOrigin) => {
    startTransition(() =>
      setState((current) =>
        current.status === 'loading'
          ? current
          : { status: 'success', ...results, restored: origin },
      ),
    );
  }, []);

  return { state, generate, retryImage, showRestored, follow };
}
