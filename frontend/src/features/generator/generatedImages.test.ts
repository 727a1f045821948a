import { defaultParameters } from './generationParameters';
import { downloadFileName, formatCost, gridColumns, imagesFromResult } from './generatedImages';
import { wrapIndex } from '../../lib/wrapAround';

describe('generated images', () => {
  it('makes one image per URL with a timestamp-and-index id and the parameters', () => {
    const parameters = { ...defaultParameters(), prompt: 'a fox', format: 'png' as const };
    const images = imagesFromResult(
      {
        generationId: 'g1',
        totalCost: 0.002,
        creditsCharged: 0.1,
        creditBalance: 49,
        durationMs: 10,
        images: [
          { imageURL: 'https://i/0.png', imageUUID: 'u0', seed: 5, cost: 0.001, nsfw: null },
          { imageURL: '', imageUUID: 'u1', seed: 6, cost: 0.001, nsfw: null },
          { imageURL: 'https://i/2.png', imageUUID: 'u2', seed: 7, cost: null, nsfw: true },
        ],
      },
      parameters,
      'blurry, bad quality',
      1700000000000,
    );
    expect(images.map((image) => [image.id, image.url, image.seed])).toEqual([
      ['1700000000000-0', 'https://i/0.png', 5],
      ['1700000000000-1', 'https://i/2.png', 7],
    ]);
    expect(images[0]).toMatchObject({
      format: 'png',
      prompt: 'a fox',
      negative_prompt: 'blurry, bad quality',
      generationId: 'g1',
      params: { prompt: 'a fox', cost: 0.001 },
    });
  });

  it('tells the size the images came out at: twice the width and height with hires fix', () => {
    const result = {
      generationId: 'g1',
      images: [{ imageURL: 'https://i/0.png', imageUUID: 'u0', seed: 5, cost: null, nsfw: null }],
    };
    const asked = { ...defaultParameters(), width: 512, height: 768 };
    expect(imagesFromResult(result, asked, undefined)[0]).toMatchObject({
      width: 512,
      height: 768,
    });
    const refined = {
      ...asked,
      hiresFix: { upscaler: 'runware:esrgan@ultrasharp', steps: 10, strength: 0.5 },
    };
    expect(imagesFromResult(result, refined, undefined)[0]).toMatchObject({
      width: 1024,
      height: 1536,
      // The settings stay as asked: Remix or Retry asks the same again.
      params: { width: 512, height: 768 },
    });
  });

  it("keeps each image's provider id (to use it as a source) and its content check", () => {
    const images = imagesFromResult(
      {
        generationId: 'g1',
        images: [
          { imageURL: 'https://i/0.png', imageUUID: 'u0', seed: 5, cost: 0.001, nsfw: false },
          { imageURL: 'https://i/1.png', imageUUID: null, seed: null, cost: null, nsfw: true },
        ],
      },
      defaultParameters(),
      undefined,
    );
    expect(images[0]).toMatchObject({ imageUUID: 'u0', nsfw: false });
    expect(images[1]).toMatchObject({ nsfw: true });
    expect(images[1]).not.toHaveProperty('imageUUID');
  });

  it("names downloads 'ai-image-{id}.{format}', png without a format", () => {
    expect(downloadFileName({ id: '17-0', format: 'webp' })).toBe('ai-image-17-0.webp');
    expect(downloadFileName({ id: '17-0', format: null })).toBe('ai-image-17-0.png');
  });

  it('shows the cost with $ and four decimals', () => {
    expect(formatCost(0.0026)).toBe('$0.0026');
    expect(formatCost(1)).toBe('$1.0000');
  });

  it('uses one to three grid columns', () => {
    expect([1, 2, 3, 7].map(gridColumns)).toEqual([1, 2, 3, 3]);
  });

  it('wraps the viewer around at both ends', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});
