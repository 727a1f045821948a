import { normalizeParameters } from '../generator/normalizeParameters';
import { copiedSettingsOfGeneration } from './generationCopiedSettings';

describe('copiedSettingsOfGeneration', () => {
  /** What the dashboard takes as the generation kept it. */
  const keptAsIs = { imageCount: 2, steps: 30, cfgScale: 6.5, seed: 1234, scheduler: 'DPM++ 2M' };
  const generation = {
    modelAir: 'civitai:133005@357609',
    parameters: {
      prompt: 'a lighthouse at dusk',
      negativePrompt: 'blurry',
      model: 'civitai:133005@357609',
      width: 1024,
      height: 1536,
      format: 'png',
      ...keptAsIs,
      loras: [{ model: 'civitai:1@2', weight: 0.7 }],
    },
  };
  const specNamed = {
    prompt: 'a lighthouse at dusk',
    negative_prompt: 'blurry',
    model_id: 'civitai:133005@357609',
    width: 1024,
    height: 1536,
    format: 'png',
  };

  it('stores the gallery shape: the parameters with the spec names on top', () => {
    expect(copiedSettingsOfGeneration(generation)).toEqual({
      ...generation.parameters,
      ...specNamed,
    });
  });

  it('gives the dashboard the parameters the generation was made with', () => {
    const parameters = normalizeParameters(copiedSettingsOfGeneration(generation));

    expect(parameters).toMatchObject({
      ...specNamed,
      ...keptAsIs,
      loras: [{ id: 'civitai:1@2', weight: 0.7 }],
    });
  });

  it('fills what the parameters lack with the dashboard defaults', () => {
    expect(copiedSettingsOfGeneration({ modelAir: 'civitai:9@9', parameters: null })).toEqual({
      prompt: '',
      negative_prompt: '',
      model_id: 'civitai:9@9',
      width: 1024,
      height: 1024,
      format: 'jpeg',
    });
  });
});
