import { defaultParameters } from '../generationParameters';
import type { GeneratedImage } from '../generatedImages';
import { toolReference, toolResultImages } from './toolResults';

const source: GeneratedImage = {
  id: '1700000000000-0',
  url: 'https://images.example/0.jpg',
  format: 'jpeg',
  prompt: 'a fox',
  model_id: 'civitai:101055@128078',
  width: 1024,
  height: 768,
  negative_prompt: 'blurry, bad quality',
  params: { ...defaultParameters(), prompt: 'a fox', cost: 0.0013 },
  seed: 7,
  generationId: 'g-generate',
  imageUUID: 'uuid-0',
};

const answer = (imageURL: string, imageUUID: string | null = 'uuid-tool') => ({
  generationId: 'g-tool',
  images: [{ imageURL, imageUUID, cost: 0.002 }],
});

describe('tool results', () => {
  it('names the image by its provider id, else by its URL', () => {
    expect(toolReference(source)).toBe('uuid-0');
    expect(toolReference({ url: source.url })).toBe('https://images.example/0.jpg');
  });

  it("makes an upscaled result: the tool's generation, the larger size, the source's prompt", () => {
    const [image] = toolResultImages(
      answer('https://images.example/up.jpg'),
      source,
      { kind: 'upscale', factor: 2 },
      1700000000999,
    );
    expect(image).toMatchObject({
      id: '1700000000999-0',
      url: 'https://images.example/up.jpg',
      format: 'jpeg',
      prompt: 'a fox',
      width: 2048,
      height: 1536,
      generationId: 'g-tool',
      imageUUID: 'uuid-tool',
      tool: 'Upscaled ×2',
      params: { prompt: 'a fox', width: 2048, height: 1536, cost: 0.002 },
    });
    expect(image).not.toHaveProperty('seed');
  });

  it('makes a PNG of a background removal, whatever the source was', () => {
    const [image] = toolResultImages(
      answer('https://images.example/cut', null),
      source,
      { kind: 'removeBackground' },
      1,
    );
    expect(image).toMatchObject({
      format: 'png',
      width: 1024,
      height: 768,
      tool: 'Background removed',
    });
    expect(image).not.toHaveProperty('imageUUID');
  });

  it('reads the format from the address when it tells', () => {
    const [image] = toolResultImages(
      answer('https://images.example/up.webp?x=1'),
      source,
      { kind: 'upscale', factor: 4 },
      1,
    );
    expect(image?.format).toBe('webp');
  });

  it('drops images without an address', () => {
    expect(toolResultImages(answer(''), source, { kind: 'upscale', factor: 4 }, 1)).toEqual([]);
  });
});
