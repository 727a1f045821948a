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
      reference: { id: 'r1', kind: 'character' },
      referenceImages: [{ image: 'creation:k1', preview: 'https://cdn.example/k1.webp' }],
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
      hiresFix: { upscaler: 'runware:esrgan@animesharp', steps: 12, strength: 0.45 },
      faceRefinement: { steps: 25, strength: 0.3, confidence: 0.6 },
      transparentBackground: true,
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
      hiresFix: 'on',
      faceRefinement: [],
      transparentBackground: 1,
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

describe('normalizeParameters: refinements', () => {
  it('reads them in the shape the server keeps them (a generation copied or picked)', () => {
    expect(
      normalizeParameters({
        format: 'png',
        hiresFix: { upscaler: 'runware:504@1', steps: 10, strength: 0.5 },
        faceRefinement: { steps: 20, strength: 0.4 },
        transparentBackground: true,
      }),
    ).toMatchObject({
      hiresFix: { upscaler: 'runware:504@1', steps: 10, strength: 0.5 },
      faceRefinement: { steps: 20, strength: 0.4 },
      transparentBackground: true,
    });
  });

  it('reads reference images to edit as the server keeps them: saved images, without a preview', () => {
    expect(
      normalizeParameters({
        referenceImages: ['creation:k1', 'b0000000-0000-4000-8000-000000000001', 7],
      }).referenceImages,
    ).toEqual([{ image: 'creation:k1', preview: null }]);
  });

  it('turns a malformed one off, and leaves out what the server would refuse', () => {
    const hiresFixes = [
      { upscaler: 'runware:unknown@1', steps: 10, strength: 0.5 },
      { upscaler: 'runware:504@1', steps: 0, strength: 0.5 },
      { upscaler: 'runware:504@1', steps: 10.5, strength: 0.5 },
      { upscaler: 'runware:504@1', steps: 10, strength: 1.2 },
      { upscaler: 'runware:504@1' },
      true,
      'on',
    ];
    for (const hiresFix of hiresFixes) {
      expect(normalizeParameters({ hiresFix }).hiresFix).toBeNull();
    }
    for (const faceRefinement of [{ steps: 101, strength: 0.4 }, { strength: 0.4 }, 1]) {
      expect(normalizeParameters({ faceRefinement }).faceRefinement).toBeNull();
    }
    // Unknown keys are not carried to the server, which would refuse them; nor a confidence off range.
    expect(
      normalizeParameters({
        hiresFix: { upscaler: 'runware:504@1', steps: 8, strength: 0.3, upscaleFactor: 4 },
        faceRefinement: { steps: 20, strength: 0.4, confidence: 2, inpaintSize: 512 },
      }),
    ).toMatchObject({
      hiresFix: { upscaler: 'runware:504@1', steps: 8, strength: 0.3 },
      faceRefinement: { steps: 20, strength: 0.4 },
    });
    expect(
      normalizeParameters({
        hiresFix: { upscaler: 'runware:504@1', steps: 8, strength: 0.3, upscaleFactor: 4 },
      }).hiresFix,
    ).not.toHaveProperty('upscaleFactor');
    expect(
      normalizeParameters({ faceRefinement: { steps: 20, strength: 0.4, confidence: 2 } })
        .faceRefinement,
    ).not.toHaveProperty('confidence');
  });

  it('keeps a transparent background only with PNG, the one format that keeps it', () => {
    expect(normalizeParameters({ format: 'png', transparentBackground: true })).toMatchObject({
      transparentBackground: true,
    });
    expect(normalizeParameters({ format: 'jpeg', transparentBackground: true })).toMatchObject({
      format: 'jpeg',
      transparentBackground: false,
    });
    expect(normalizeParameters({ format: 'png', transparentBackground: 'yes' })).toMatchObject({
      transparentBackground: false,
    });
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

  it('keeps only saved reference images to edit: an upload lasts only a while', () => {
    const parameters = normalizeParameters({
      referenceImages: [
        { image: 'creation:k1', preview: 'https://cdn.example/k1.webp' },
        { image: '5a1f0e1e-1111-4222-8333-444455556666', preview: 'https://im.example/u.png' },
        { image: 'creation:k2' },
      ],
    });
    expect(parameters.referenceImages).toHaveLength(2);
    expect(storableParameters(parameters).referenceImages).toEqual([
      { image: 'creation:k1', preview: 'https://cdn.example/k1.webp' },
    ]);
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
