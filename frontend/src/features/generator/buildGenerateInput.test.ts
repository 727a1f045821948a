import { buildGenerateInput, type GenerateContext } from './buildGenerateInput';
import { defaultParameters, type GenerationParameters } from './generationParameters';
import { sectionsShown } from './testing/sections';

const allSections = {
  lora: true,
  embedding: true,
  controlnet: true,
  ipadapter: true,
  vae: true,
  references: { character: true, style: true },
  referenceImages: 0,
};
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

  it('sends the chosen prompt style by id, for the server to apply', () => {
    const styled = parameters({ prompt: 'a heron', style: { id: 's1', name: 'Ink' } });
    expect(buildGenerateInput(styled, context())).toMatchObject({
      prompt: 'a heron',
      styleId: 's1',
    });
    expect(buildGenerateInput(parameters(), context())).not.toHaveProperty('styleId');
  });

  it('sends the shared image the settings were remixed from', () => {
    const remixOf = { slug: 'q3JbVd0nS1yWm8cXk2Lr0A', creationId: 'c9' };
    expect(buildGenerateInput(parameters({ remixOf }), context()).remixOf).toEqual(remixOf);
  });

  it('sends the refinements that are on, in the shape the server takes', () => {
    const input = buildGenerateInput(
      parameters({
        format: 'png',
        hiresFix: { upscaler: 'runware:esrgan@animesharp', steps: 12, strength: 0.45 },
        faceRefinement: { steps: 25, strength: 0.3, confidence: 0.6 },
        transparentBackground: true,
      }),
      context(),
    );
    expect(input).toMatchObject({
      format: 'png',
      hiresFix: { upscaler: 'runware:esrgan@animesharp', steps: 12, strength: 0.45 },
      faceRefinement: { steps: 25, strength: 0.3, confidence: 0.6 },
      transparentBackground: true,
    });

    const plain = buildGenerateInput(parameters({ format: 'png' }), context());
    expect(plain).not.toHaveProperty('hiresFix');
    expect(plain).not.toHaveProperty('faceRefinement');
    expect(plain).not.toHaveProperty('transparentBackground');
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

  it('sends every reference image of an IP-Adapter and how they are combined', () => {
    const input = buildGenerateInput(
      parameters({
        ipadapters: [
          {
            id: 'runware:55@1',
            name: 'I',
            weight: 0.7,
            guideImage: 'https://g/1.png',
            guideImages: ['https://g/2.png', 'data:image/png;base64,AAAA'],
            combineMethod: 'average',
            weightType: 'style_transfer',
          },
        ],
      }),
      context(),
    );
    expect(input.ipAdapters).toEqual([
      {
        model: 'runware:55@1',
        weight: 0.7,
        guideImage: 'https://g/1.png',
        guideImages: ['https://g/2.png', 'data:image/png;base64,AAAA'],
        combineMethod: 'average',
        weightType: 'style_transfer',
      },
    ]);
  });

  it('sends nothing from a section the model does not show', () => {
    const input = buildGenerateInput(
      parameters({
        loras: [{ id: 'civitai:1@1', name: 'L', weight: 1 }],
        vae: { id: 'civitai:5@6', name: 'V' },
        embeddings: [{ id: 'civitai:7@8', name: 'E', weight: 1 }],
      }),
      context({ sections: sectionsShown() }),
    );
    expect(input).not.toHaveProperty('loras');
    expect(input).not.toHaveProperty('vae');
    expect(input).not.toHaveProperty('embeddings');
  });

  it('sends embeddings as model and weight', () => {
    const input = buildGenerateInput(
      parameters({ embeddings: [{ id: 'civitai:7@8', name: 'EasyNegative', weight: 0.6 }] }),
      context(),
    );
    expect(input.embeddings).toEqual([{ model: 'civitai:7@8', weight: 0.6 }]);
  });

  it('sends the source image with its strength and mask (image to image, inpainting)', () => {
    expect(
      buildGenerateInput(
        parameters({ seedImage: 'uuid-source', strength: 0.55, maskImage: 'uuid-mask' }),
        context(),
      ),
    ).toMatchObject({ seedImage: 'uuid-source', strength: 0.55, maskImage: 'uuid-mask' });
    // A saved image is sent as named: the server uploads it.
    expect(
      buildGenerateInput(parameters({ seedImage: 'creation:42', strength: 0.8 }), context()),
    ).toMatchObject({ seedImage: 'creation:42', strength: 0.8 });
  });

  it('sends the mask margin with a mask only', () => {
    const withMask = parameters({
      seedImage: 'uuid-source',
      maskImage: 'uuid-mask',
      maskMargin: 64,
    });
    expect(buildGenerateInput(withMask, context())).toMatchObject({
      maskImage: 'uuid-mask',
      maskMargin: 64,
    });
    // Off by default: the provider's own.
    expect(buildGenerateInput({ ...withMask, maskMargin: null }, context())).not.toHaveProperty(
      'maskMargin',
    );
    expect(buildGenerateInput({ ...withMask, maskImage: null }, context())).not.toHaveProperty(
      'maskMargin',
    );
    expect(buildGenerateInput({ ...withMask, seedImage: null }, context())).not.toHaveProperty(
      'maskMargin',
    );
  });

  it('sends no strength or mask without a source image', () => {
    const input = buildGenerateInput(
      parameters({ seedImage: null, strength: 0.3, maskImage: 'uuid-mask' }),
      context(),
    );
    expect(input).not.toHaveProperty('seedImage');
    expect(input).not.toHaveProperty('strength');
    expect(input).not.toHaveProperty('maskImage');
  });

  it('sends a saved reference only where the architecture takes its kind', () => {
    const character = parameters({
      reference: { id: 'c0000000-0000-4000-8000-000000000001', kind: 'character' },
    });
    expect(buildGenerateInput(character, context()).referenceId).toBe(
      'c0000000-0000-4000-8000-000000000001',
    );
    const withoutPulid = context({
      sections: {
        ...allSections,
        references: { character: false, style: true },
        referenceImages: 0,
      },
    });
    expect(buildGenerateInput(character, withoutPulid)).not.toHaveProperty('referenceId');
  });

  it('sends reference images only where the architecture takes them, up to its count', () => {
    const images = ['creation:a', 'uuid-b', 'creation:c'].map((image) => ({
      image,
      preview: `https://cdn.example/${image}.png`,
    }));
    const asked = parameters({ referenceImages: images });
    expect(buildGenerateInput(asked, context())).not.toHaveProperty('referenceImages');
    const kontext = context({ sections: { ...allSections, referenceImages: 2 } });
    expect(buildGenerateInput(asked, kontext).referenceImages).toEqual(['creation:a', 'uuid-b']);
  });
});
