import type { GenerationHistoryEntryFragment } from '../../graphql/generated/graphql';
import {
  formatDuration,
  formatProviderCost,
  generationCredits,
  generationModel,
  generationNegativePrompt,
  generationPrompt,
  generationSize,
} from './generationFacts';

function generation(
  overrides: Partial<GenerationHistoryEntryFragment> = {},
): GenerationHistoryEntryFragment {
  return {
    id: 'g1',
    taskType: 'imageInference',
    modelAir: 'civitai:133005@357609',
    modelName: 'Juggernaut XL',
    parameters: { prompt: ' a fox ', negativePrompt: 'blurry', width: 1024, height: 1536 },
    status: 'succeeded',
    imageCount: 2,
    providerCostUsd: 0.004,
    creditsCharged: 0.32,
    charged: true,
    errorCode: null,
    errorMessage: null,
    durationMs: 3240,
    createdAt: '2026-03-01T10:00:00.000Z',
    completedAt: '2026-03-01T10:00:03.240Z',
    images: [],
    ...overrides,
  };
}

describe('generation facts', () => {
  it('reads the prompts from the kept parameters', () => {
    expect(generationPrompt(generation())).toBe('a fox');
    expect(generationNegativePrompt(generation())).toBe('blurry');
    expect(generationPrompt(generation({ parameters: null }))).toBe('');
    expect(generationPrompt(generation({ parameters: { prompt: 7 } }))).toBe('');
  });

  it('names the model, or gives its identifier when the model is gone', () => {
    expect(generationModel(generation())).toBe('Juggernaut XL');
    expect(generationModel(generation({ modelName: null }))).toBe('civitai:133005@357609');
  });

  it('gives the size and the number of images', () => {
    expect(generationSize(generation())).toBe('1024×1536 · 2 images');
    expect(generationSize(generation({ imageCount: 1, parameters: {} }))).toBe('1 image');
  });

  it('shows the provider cost with 4 decimals and the duration in seconds', () => {
    expect(formatProviderCost(0.004)).toBe('$0.0040');
    expect(formatProviderCost(null)).toBe('—');
    expect(formatDuration(3240)).toBe('3.2 s');
    expect(formatDuration(null)).toBe('—');
  });

  it('says what the generation cost the user', () => {
    expect(generationCredits(generation())).toBe('0.32 credits');
    expect(generationCredits(generation({ status: 'failed', creditsCharged: 0 }))).toBe('Refunded');
    expect(generationCredits(generation({ status: 'pending' }))).toBe('Credits on hold');
    expect(generationCredits(generation({ charged: false }))).toBe('Own API key, no credits');
  });
});
