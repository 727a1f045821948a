import { defaultParameters, type GenerationParameters } from '../generationParameters';
import { sectionsShown } from '../testing/sections';
import { estimateInput } from './estimateInput';

const sections = sectionsShown({ lora: true });

function parameters(overrides: Partial<GenerationParameters> = {}): GenerationParameters {
  return { ...defaultParameters(), prompt: 'a fox in the snow', ...overrides };
}

describe('estimateInput', () => {
  it('prices what the click would send, without a task id', () => {
    const input = estimateInput(parameters({ imageCount: 4, width: 832, height: 1216 }), {
      negativePromptSupported: true,
      sections,
    });

    expect(input).toMatchObject({
      prompt: 'a fox in the snow',
      negativePrompt: 'blurry, bad quality',
      imageCount: 4,
      width: 832,
      height: 1216,
    });
    expect(input).not.toHaveProperty('taskUUID');
  });

  it('carries the own provider key, which makes a generation free', () => {
    const input = estimateInput(parameters(), {
      negativePromptSupported: true,
      sections,
      apiKey: ' my-key ',
    });

    expect(input?.providerApiKey).toBe('my-key');
  });

  it('asks nothing while the click would be refused before any request', () => {
    const context = { negativePromptSupported: true, sections };
    expect(estimateInput(parameters({ prompt: '' }), context)).toBeNull();
    expect(estimateInput(parameters({ prompt: ' a ' }), context)).toBeNull();
    expect(estimateInput(parameters({ negative_prompt: 'x' }), context)).toBeNull();
    // FLUX takes no negative prompt, so a short one does not matter there.
    expect(
      estimateInput(parameters({ negative_prompt: 'x' }), {
        ...context,
        negativePromptSupported: false,
      }),
    ).not.toBeNull();
  });
});
