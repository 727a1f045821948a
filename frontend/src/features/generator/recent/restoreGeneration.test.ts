import { recentCutOut, recentGeneration, recentUpscale } from './testing/recentMocks';
import { restoreGeneration, settingsOf } from './restoreGeneration';

const made = recentGeneration('g-fox', {
  images: ['fox-1', 'fox-2'],
  parameters: {
    prompt: 'a fox',
    negativePrompt: 'blurry',
    model: 'civitai:101055@128078',
    width: 832,
    height: 1216,
    format: 'webp',
    steps: 30,
    folder: 'Trips',
  },
  createdAt: '2026-03-01T12:00:00.000Z',
});

describe('a past generation shown again as results', () => {
  it('makes its images as a fresh generation would, with the settings it was made with', () => {
    const restored = restoreGeneration(made, [made]);
    expect(restored).toMatchObject({ totalCost: 0.0013, creditsCharged: 0.23 });
    expect(restored?.ownKey).toBeUndefined();
    expect(restored?.images).toHaveLength(2);
    expect(restored?.images[1]).toMatchObject({
      id: `${Date.parse('2026-03-01T12:00:00.000Z')}-1`,
      url: 'https://images.example/fox-2.jpg',
      imageUUID: 'fox-2',
      generationId: 'g-fox',
      prompt: 'a fox',
      negative_prompt: 'blurry',
      model_id: 'civitai:101055@128078',
      width: 832,
      height: 1216,
      format: 'webp',
      seed: 101,
      params: { steps: 30, folder: 'Trips', cost: 0.0013 },
    });
  });

  it("brings a tool's result back beside its source's results, with their prompt and settings at the new size", () => {
    const restored = restoreGeneration(recentUpscale, [recentUpscale, made]);
    expect(restored?.images.map((image) => image.url)).toEqual([
      'https://images.example/fox-1.jpg',
      'https://images.example/fox-2.jpg',
    ]);
    expect(restored?.creditsCharged).toBe(made.creditsCharged);
    expect(restored?.toolResults).toEqual([
      expect.objectContaining({
        url: 'https://images.example/fox-2-up.jpg',
        generationId: 'g-up',
        tool: 'Upscaled ×4',
        prompt: 'a fox',
        model_id: 'civitai:101055@128078',
        width: 3328,
        height: 4864,
        params: expect.objectContaining({ steps: 30, width: 3328, height: 4864 }),
      }),
    ]);
  });

  it('brings a chain of tool results back in the order they were made', () => {
    const upscaledCut = recentGeneration('g-up-cut', {
      taskType: 'upscale',
      parameters: { image: 'fox-2-cut', upscaleFactor: 2 },
      images: ['fox-2-cut-up'],
    });
    const cut = recentGeneration('g-cut-fox', {
      taskType: 'removeBackground',
      parameters: { image: 'fox-2' },
      images: ['fox-2-cut'],
    });
    const restored = restoreGeneration(upscaledCut, [upscaledCut, cut, made]);
    expect(restored?.images).toHaveLength(2);
    expect(restored?.toolResults?.map((image) => [image.generationId, image.tool])).toEqual([
      ['g-cut-fox', 'Background removed'],
      ['g-up-cut', 'Upscaled ×2'],
    ]);
  });

  it("waits for the size of a tool's result whose source is out of reach", () => {
    expect(restoreGeneration(recentCutOut, [recentCutOut, made])).toBeNull();

    const sizes = new Map([['https://images.example/cut.jpg', { width: 640, height: 480 }]]);
    const restored = restoreGeneration(recentCutOut, [recentCutOut, made], sizes);
    expect(restored?.toolResults).toBeUndefined();
    expect(restored?.images).toEqual([
      expect.objectContaining({
        tool: 'Background removed',
        format: 'png',
        prompt: '',
        width: 640,
        height: 480,
        model_id: 'runware:removebg@1',
        params: expect.objectContaining({ width: 640, height: 480 }),
      }),
    ]);
  });

  it("says when the user's own provider key paid", () => {
    expect(restoreGeneration({ ...made, charged: false }, [made])?.ownKey).toBe(true);
  });
});

describe('the settings a past generation was made with', () => {
  it('are its kept input, as the form holds parameters', () => {
    expect(settingsOf(made, [made])).toMatchObject({
      prompt: 'a fox',
      negative_prompt: 'blurry',
      model_id: 'civitai:101055@128078',
      width: 832,
      height: 1216,
      sizePreset: 'custom',
      format: 'webp',
      steps: 30,
    });
  });

  it('take the model it ran when the input does not name one', () => {
    const unnamed = recentGeneration('g-old', { parameters: { prompt: 'a hare' } });
    expect(settingsOf(unnamed, [unnamed])?.model_id).toBe('civitai:101055@128078');
  });

  it("are a tool result's source's, and unknown when the source is out of reach", () => {
    expect(settingsOf(recentUpscale, [recentUpscale, made])).toMatchObject({
      prompt: 'a fox',
      width: 832,
      steps: 30,
    });
    expect(settingsOf(recentCutOut, [recentCutOut, made])).toBeNull();
  });
});
