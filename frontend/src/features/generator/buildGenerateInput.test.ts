import { buildGenerateInput, type GenerateContext } from './buildGenerateInput';
import { defaultParameters, type GenerationParameters } from './generationParameters';

const allSections = { lora: true, controlnet: true, ipadapter: true, vae: true };
const context = (overrides: Partial<GenerateContext> = {}): GenerateContext => ({
  negativePromptSupported: true,
  sections: allSections,
  taskUUID: '6f1c1f3e-1b7a-4a83-9d51-2c1a9b0b7f10',
  ...overrides,
});
const parameters = (overrides: Partial<GenerationParameters> = {}) => ({
  ...defaultParameters(),
  prompt: ' a fox ',
  ...overrides,
});

describe('buildGenerateInput', () => {
  it('sends the defaults without unset values', () => {
    expect(buildGenerateInput(parameters(), context())).toEqual({
      taskUUID: '6f1c1f3e-1b7a-4a83-9d51-2c1a9b0b7f10',
      prompt: 'a fox',
      negativePrompt: 'blurry, bad quality',
      model: 'rundiffusion:130@100',
      width: 1024,
      height: 1024,
      format: 'jpeg',
      imageCount: 1,
      steps: 20,
      cfgScale: 7,
      clipSkip: 0,
    });
  });

  it('leaves the negative prompt out where the capability refuses one (FLUX)', () => {
    expect(
      buildGenerateInput(parameters(), context({ negativePromptSupported: false })),
    ).not.toHaveProperty('negativePrompt');
  });

  it('sends add-ons as model and weight, with the ControlNet and IP-Adapter extras', () => {
    const input = buildGenerateInput(
      parameters({
        loras: [{ id: 'civitai:1@1', name: 'L', weight: 0.8, architectureId: 1 }],
        controlnets: [
          {
            id: 'runware:20@1',
            name: 'C',
            weight: 1,
            guideImage: 'https://g/1.png',
            startStep: 1,
            endStep: 10,
            controlMode: 'balanced',
          },
        ],
        ipadapters: [{ id: 'runware:55@1', name: 'I', weight: 0.5, guideImage: 'https://g/2.png' }],
        vae: { id: 'civitai:5@6', name: 'V' },
        seed: 99,
        promptWeighting: 'Compel',
        scheduler: 'Euler',
        folder: 'Trips',
        checkNsfw: true,
      }),
      context({ apiKey: ' own-key ', apiEndpoint: 'https://api.example/v1' }),
    );
    expect(input).toMatchObject({
      loras: [{ model: 'civitai:1@1', weight: 0.8 }],
      controlNets: [
        {
          model: 'runware:20@1',
          weight: 1,
          guideImage: 'https://g/1.png',
          startStep: 1,
          endStep: 10,
          controlMode: 'balanced',
        },
      ],
      ipAdapters: [{ model: 'runware:55@1', weight: 0.5, guideImage: 'https://g/2.png' }],
      vae: 'civitai:5@6',
      seed: 99,
      promptWeighting: 'Compel',
      scheduler: 'Euler',
      folder: 'Trips',
      checkNsfw: true,
      providerApiKey: 'own-key',
      providerEndpoint: 'https://api.example/v1',
    });
  });

  it('sends nothing from a section the model does not show', () => {
    const input = buildGenerateInput(
      parameters({
        loras: [{ id: 'civitai:1@1', name: 'L', weight: 1 }],
        vae: { id: 'civitai:5@6', name: 'V' },
      }),
      context({ sections: { lora: false, controlnet: false, ipadapter: false, vae: false } }),
    );
    expect(input).not.toHaveProperty('loras');
    expect(input).not.toHaveProperty('vae');
  });
});
