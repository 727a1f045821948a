import type { GenerationHistoryEntryFragment } from '../../graphql/generated/graphql';
import {
  formatDuration,
  formatProviderCost,
  generationCredits,
  generationModel,
  generationNegativePrompt,
  generationPrompt,
  generationRefinements,
  generationSize,
} from './generationFacts';
import { generation } from './testing/creditsFixtures';

/** Two 1024×1536 images of ' a fox ' (the spaces are trimmed when shown). */
function foxGeneration(overrides: Partial<GenerationHistoryEntryFragment> = {}) {
  return generation('g1', {
    parameters: { prompt: ' a fox ', negativePrompt: 'blurry', width: 1024, height: 1536 },
    imageCount: 2,
    ...overrides,
  });
}

describe('generation facts', () => {
  it('reads the prompts from the kept parameters', () => {
    expect(generationPrompt(foxGeneration())).toBe('a fox');
    expect(generationNegativePrompt(foxGeneration())).toBe('blurry');
    expect(generationPrompt(foxGeneration({ parameters: null }))).toBe('');
    expect(generationPrompt(foxGeneration({ parameters: { prompt: 7 } }))).toBe('');
  });

  it('names the model, or gives its identifier when the model is gone', () => {
    expect(generationModel(foxGeneration())).toBe('Juggernaut XL');
    expect(generationModel(foxGeneration({ modelName: null }))).toBe('civitai:133005@357609');
  });

  it('gives the size and the number of images', () => {
    expect(generationSize(foxGeneration())).toBe('1024×1536 · 2 images');
    expect(generationSize(foxGeneration({ imageCount: 1, parameters: {} }))).toBe('1 image');
  });

  it('tells the refinements used, each in words', () => {
    const refined = foxGeneration({
      parameters: {
        prompt: 'a fox',
        format: 'png',
        hiresFix: { upscaler: 'runware:esrgan@animesharp', steps: 10, strength: 0.5 },
        faceRefinement: { steps: 20, strength: 0.4 },
        transparentBackground: true,
      },
    });
    expect(generationRefinements(refined)).toEqual([
      { key: 'hiresFix', label: 'Hires fix', text: '4x-AnimeSharp, 10 steps, strength 0.5' },
      { key: 'faceRefinement', label: 'Face refinement', text: '20 steps, strength 0.4' },
      { key: 'transparentBackground', label: 'Transparent background', text: 'Yes' },
    ]);
    expect(generationRefinements(foxGeneration())).toEqual([]);
    expect(generationRefinements(foxGeneration({ parameters: null }))).toEqual([]);
  });

  it('shows the provider cost with 4 decimals and the duration in seconds', () => {
    expect(formatProviderCost(0.004)).toBe('$0.0040');
    expect(formatProviderCost(null)).toBe('—');
    expect(formatDuration(3240)).toBe('3.2 s');
    expect(formatDuration(null)).toBe('—');
  });

  it('says what the generation cost the user', () => {
    expect(generationCredits(foxGeneration())).toBe('0.32 credits');
    expect(generationCredits(foxGeneration({ status: 'failed', creditsCharged: 0 }))).toBe(
      'Refunded',
    );
    expect(generationCredits(foxGeneration({ status: 'pending' }))).toBe('Credits on hold');
    expect(generationCredits(foxGeneration({ charged: false }))).toBe('Own API key, no credits');
  });
});
