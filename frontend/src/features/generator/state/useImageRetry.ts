import type { useMutation } from '@apollo/client/react';
import { type Dispatch, type RefObject, type SetStateAction, useCallback } from 'react';
import type {
  GenerateImagesMutation,
  GenerateImagesMutationVariables,
} from '../../../graphql/generated/graphql';
import { readUserSettings } from '../../../lib/generationSettings';
import { useToast } from '../../../lib/useToast';
import { buildGenerateInput } from '../buildGenerateInput';
import { type GeneratedImage, imagesFromResult } from '../generatedImages';
import type { GenerationParameters } from '../generationParameters';
import { failureOf, INVALID_RESPONSE } from './generationFailures';
import { retrySeed } from './retrySeed';
import { newTaskUUID } from './taskUUID';
import type { GenerationRequest, GenerationState } from './useGeneration';

type GenerateImages = useMutation.MutationFunction<
  GenerateImagesMutation,
  GenerateImagesMutationVariables
>;

/**
 * Retry on one image of a finished batch: that image alone is made again, with a new seed the
 * batch never used (one image, one charge), and takes its place; the others stay as they are.
 * A failure leaves every image in place and says why in a toast.
 */
export function useImageRetry(
  state: GenerationState,
  setState: Dispatch<SetStateAction<GenerationState>>,
  mutate: GenerateImages,
  mounted: RefObject<boolean>,
) {
  const toast = useToast();

  return useCallback(
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
    [state, mutate, toast, setState, mounted],
  );
}
