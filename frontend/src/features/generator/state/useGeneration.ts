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
import { failureOf, INVALID_RESPONSE } from './generationFailures';
import { expectedDurationMs, recordDuration } from './generationDurations';
import { newTaskUUID } from './taskUUID';
import { useImageRetry } from './useImageRetry';
import { useResumeFollow } from './useResumeFollow';

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
  const { user } = useSession();
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

  const follow = useResumeFollow({ resumed, setResumed, setState, showResult });

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

  const retryImage = useImageRetry(state, setState, mutate, mounted);

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

  // The same object while nothing in it changed: the dashboard's parts skip re-rendering.
  return useMemo(
    () => ({ state, generate, retryImage, showRestored, follow }),
    [state, generate, retryImage, showRestored, follow],
  );
}
