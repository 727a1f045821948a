import { DEFAULT_PARAMETERS } from './generationParameters';
import { normalizeParameters, storableParameters } from './normalizeParameters';

describe('normalizeParameters', () => {
  it("keeps a chosen prompt style, and takes one from a generation's recorded styleId and styleName", () => {
    expect(normalizeParameters({ style: { id: 's1', name: 'Ink' } }).style).toEqual({
      id: 's1',
      name: 'Ink',
    });
    expect(normalizeParameters({ styleId: 's2', styleName: 'Noir' }).style).toEqual({
      id: 's2',
      name: 'Noir',
    });
    expect(normalizeParameters({ style: { id: 's1' } }).style).toBeNull();
  });

  it('gives the defaults for anything that is not an object', () => {
    for (const junk of [null, undefined, 'text', 42, [1, 2]]) {
      expect(normalizeParameters(junk)).toEqual(DEFAULT_PARAMETERS);
    }
  });

  it('keeps every valid parameter', () => {
    const stored = {
      prompt: 'a fox',
      negative_prompt: 'blur',
      style: { id: 's1', name: 'Ink' },
      model_id: 'civitai:1@2',
      width: 768,
      height: 1152,
      hd: false,
      sizePreset: 'custom',
      format: 'png',
      imageCount: 4,
      loras: [{ id: 'civitai:3@4', name: 'Style', weight: 0.75, architectureId: 1 }],
      controlnets: [
        {
          id: 'runware:20@1',
          name: 'Canny',
          weight: 1,
          guideImage: 'https://img.example/a.png',
          startStep: 2,
          endStep: 10,
          controlMode: 'prompt',
        },
      ],
      ipadapters: [
        { id: 'runware:55@1', name: 'Face', weight: 0.5, guideImage: 'https://x/y.png' },
      ],
      airs: [{ id: 'civitai:9@9', weight: 1 }],
      vae: { id: 'civitai:5@6', name: 'VAE' },
      scheduler: 'Euler',
      steps: 30,
      cfgScale: 6.5,
      seed: 1234,
      promptWeighting: 'Compel',
      clipSkip: 2,
      folder: 'Trips',
      checkNsfw: true,
      embeddings: [{ id: 'civitai:7@8', name: 'EasyNegative', weight: 0.6, architectureId: 1 }],
      seedImage: 'creation:42',
      maskImage: 'uuid-mask',
      maskMargin: 96,
      strength: 0.35,
      remixOf: { slug: 'q3JbVd0nS1yWm8cXk2Lr0A', creationId: 'c9' },
    };
    expect(normalizeParameters(stored)).toEqual(stored);
  });

  it('falls back per field: malformed lists are empty, prompt and model take their defaults', () => {
    const result = normalizeParameters({
      prompt: 7,
      negative_prompt: null,
      model_id: '',
      width: -5,
      height: 'tall',
      format: 'gif',
      imageCount: 21,
      loras: 'many',
      controlnets: [{ weight: 1 }, 'x'],
      ipadapters: {},
      vae: 12,
      steps: 0,
      cfgScale: 31,
      seed: -1,
      promptWeighting: 'Strong',
      clipSkip: 3,
      embeddings: 'some',
      seedImage: '',
      maskImage: 'uuid-mask-without-source',
      strength: 1.5,
    });
    expect(result).toEqual(DEFAULT_PARAMETERS);
  });

  it("understands the server's names and clamps add-on weights", () => {
    const result = normalizeParameters({
      negativePrompt: 'noise',
      modelId: 'civitai:1@2',
      format: 'JPG',
      loras: [{ model: 'civitai:3@4', weight: 5 }],
      vae: 'civitai:5@6',
      seed: '42',
    });
    expect(result).toMatchObject({
      negative_prompt: 'noise',
      model_id: 'civitai:1@2',
      format: 'jpeg',
      loras: [{ id: 'civitai:3@4', name: 'civitai:3@4', weight: 1 }],
      vae: { id: 'civitai:5@6', name: 'civitai:5@6' },
      seed: 42,
    });
  });

  it('calls a stored size without a preset custom unless it is the default square', () => {
    expect(normalizeParameters({ width: 1536, height: 1024 }).sizePreset).toBe('custom');
    expect(normalizeParameters({ width: 1024, height: 1024 }).sizePreset).toBe('square');
  });
});

describe('normalizeParameters: the shared image remixed', () => {
  it('keeps a slug and an image id, and drops anything else', () => {
    expect(normalizeParameters({ remixOf: { slug: 'abc', creationId: 'c1' } }).remixOf).toEqual({
      slug: 'abc',
      creationId: 'c1',
    });
    for (const junk of [undefined, 'abc', { slug: 'abc' }, { slug: '', creationId: 'c1' }, []]) {
      expect(normalizeParameters({ remixOf: junk }).remixOf).toBeNull();
    }
  });
});

describe('storableParameters', () => {
  it('leaves out uploaded (inline) guide images but keeps URLs', () => {
    const parameters = normalizeParameters({
      controlnets: [
        { id: 'a:1@1', weight: 1, guideImage: 'data:image/png;base64,AAAA' },
        { id: 'a:2@1', weight: 1, guideImage: 'https://img.example/b.png' },
      ],
      ipadapters: [{ id: 'a:3@1', weight: 1, guideImage: 'data:image/png;base64,BBBB' }],
    });
    const stored = storableParameters(parameters);
    expect(stored.controlnets.map((item) => item.guideImage)).toEqual([
      undefined,
      'https://img.example/b.png',
    ]);
    expect(stored.ipadapters[0]).not.toHaveProperty('guideImage');
  });

  it("restores an IP-Adapter's reference images and options, storing only the URLs", () => {
    const parameters = normalizeParameters({
      ipadapters: [
        {
          id: 'a:3@1',
          weight: 1,
          guideImages: ['https://img.example/c.png', 'data:image/png;base64,CCCC', 7],
          combineMethod: 'average',
          weightType: 'not a weight type',
        },
      ],
    });
    expect(parameters.ipadapters[0]).toMatchObject({
      guideImages: ['https://img.example/c.png', 'data:image/png;base64,CCCC'],
      combineMethod: 'average',
    });
    expect(parameters.ipadapters[0]).not.toHaveProperty('weightType');
    expect(storableParameters(parameters).ipadapters[0].guideImages).toEqual([
      'https://img.example/c.png',
    ]);
  });

  it('keeps a saved image (creation:<id>) as the source, not images the provider holds for a while', () => {
    const saved = storableParameters(
      normalizeParameters({ seedImage: 'creation:42', maskImage: 'uuid-mask', strength: 0.4 }),
    );
    expect(saved).toMatchObject({ seedImage: 'creation:42', maskImage: null, strength: 0.4 });

    const uploaded = storableParameters(
      normalizeParameters({ seedImage: 'uuid-upload', maskImage: 'uuid-mask' }),
    );
    expect(uploaded).toMatchObject({ seedImage: null, maskImage: null });
  });
});
