import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { GenerateImagesDocument } from '../../../graphql/generated/graphql';
import { readUserSettings } from '../../../lib/generationSettings';
import { useToast } from '../../../lib/useToast';
import { useSession } from '../../account/session';
import { buildGenerateInput, type SectionVisibility } from '../buildGenerateInput';
import { type GeneratedImage, imagesFromResult } from '../generatedImages';
import { type FailureContext, failureFromError, type GenerationFailure } from '../generationError';
import { type GenerationParameters } from '../generationParameters';
import { effectiveNegativePrompt } from '../generationRules';

export type GenerationState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; images: GeneratedImage[]; totalCost: number }
  | { status: 'error'; failure: GenerationFailure; context: FailureContext };

export interface GenerationRequest {
  parameters: GenerationParameters;
  negativePromptSupported: boolean;
  sections: SectionVisibility;
  /** For concrete error messages: the model and the architectures involved. */
  context: FailureContext;
}

function newTaskUUID(): string {
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
 */
export function useGeneration() {
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const { user } = useSession();
  const toast = useToast();
  const userId = user?.id;

  const [mutate] = useMutation(GenerateImagesDocument, {
    update(cache, { data }) {
      if (!data || !userId) return;
      cache.modify({
        id: cache.identify({ __typename: 'User', id: userId }),
        fields: { creditBalance: () => data.generateImages.creditBalance },
      });
    },
  });

  const generate = useCallback(
    async ({ parameters, negativePromptSupported, sections, context }: GenerationRequest) => {
      setState({ status: 'loading' });
      const { apiKey, apiEndpoint } = readUserSettings();
      const input = buildGenerateInput(parameters, {
        negativePromptSupported,
        sections,
        apiKey,
        apiEndpoint,
        taskUUID: newTaskUUID(),
      });
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) throw new Error('Invalid response from API. Expected array of image data.');
        const negativePrompt = effectiveNegativePrompt(
          parameters.negative_prompt,
          negativePromptSupported,
        );
        const images = imagesFromResult(data.generateImages, parameters, negativePrompt);
        if (images.length === 0) {
          setState({
            status: 'error',
            failure: {
              code: 'invalidProviderResponse',
              message: 'Invalid response from API. Expected array of image data.',
            },
            context,
          });
          return;
        }
        setState({ status: 'success', images, totalCost: data.generateImages.totalCost });
        toast({ variant: 'success', title: `Generated ${images.length} image(s)` });
      } catch (error) {
        setState({ status: 'error', failure: failureFromError(error), context });
      }
    },
    [mutate, toast],
  );

  return { state, generate };
}
