import type { MockLink } from '@apollo/client/testing';
import {
  RecentGenerationsDocument,
  type RecentGenerationFragment,
} from '../../../../graphql/generated/graphql';
import { RECENT_GENERATION_COUNT } from '../recentGenerationsVariables';

type Overrides = Partial<Omit<RecentGenerationFragment, 'images'>> & {
  /** The images' names: each becomes https://images.example/{name}.jpg with imageUUID {name}. */
  images?: string[];
};

/** A succeeded SDXL generation of 'a fox' at 1024 × 1024, unless overridden. */
export function recentGeneration(id: string, overrides: Overrides = {}): RecentGenerationFragment {
  const { images = [`${id}-image`], ...rest } = overrides;
  return {
    __typename: 'Generation',
    id,
    taskType: 'imageInference',
    status: 'succeeded',
    modelAir: 'civitai:101055@128078',
    modelName: 'SDXL',
    parameters: {
      prompt: 'a fox',
      negativePrompt: 'blurry, bad quality',
      model: 'civitai:101055@128078',
      width: 1024,
      height: 1024,
      format: 'jpeg',
      imageCount: images.length,
      steps: 20,
    },
    createdAt: '2026-03-01T12:00:00.000Z',
    charged: true,
    creditsCharged: 0.23,
    providerCostUsd: 0.0013,
    ...rest,
    images: images.map((name, index) => ({
      __typename: 'GeneratedImageResult',
      imageURL: `https://images.example/${name}.jpg`,
      imageUUID: name,
      seed: 100 + index,
      cost: 0.0013,
      nsfw: null,
    })),
  } as RecentGenerationFragment;
}

/** An upscale ×4 of the image 'fox-2'. */
export const recentUpscale = recentGeneration('g-up', {
  taskType: 'upscale',
  modelAir: 'runware:upscale@1',
  modelName: 'Upscale ×4',
  parameters: { image: 'fox-2', upscaleFactor: 4 },
  images: ['fox-2-up'],
});

/** A background removal of the saved creation c-9. */
export const recentCutOut = recentGeneration('g-cut', {
  taskType: 'removeBackground',
  modelAir: 'runware:removebg@1',
  modelName: 'Background removal',
  parameters: { image: 'creation:c-9' },
  images: ['cut'],
});

/**
 * Answers the dashboard's recent generations, every time it asks (a refetch after a generation
 * too). `answers` are used in turn, the last one for every later request.
 */
export function recentGenerationsMock(
  ...answers: RecentGenerationFragment[][]
): MockLink.MockedResponse {
  let asked = 0;
  return {
    request: { query: RecentGenerationsDocument, variables: { first: RECENT_GENERATION_COUNT } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      const items = answers[Math.min(asked, answers.length - 1)] ?? [];
      asked += 1;
      return {
        data: { myGenerations: { __typename: 'GenerationPage', nextCursor: null, items } },
      };
    },
  };
}
