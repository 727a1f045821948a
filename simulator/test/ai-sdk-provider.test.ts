import { createRunware } from '@runware/ai-sdk-provider';
import { generateImage } from 'ai';
import sharp from 'sharp';
import { API_KEY } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';

const JUGGERNAUT_XL = 'civitai:133005@1759168';

/** The first bytes of each format the provider can answer in. */
const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47],
  jpeg: [0xff, 0xd8, 0xff],
  webp: [0x52, 0x49, 0x46, 0x46],
};
const formatOf = (bytes: Uint8Array) =>
  Object.keys(MAGIC).find((format) => MAGIC[format].every((byte, index) => bytes[index] === byte));

/**
 * Runware's own REST client for the AI SDK (@runware/ai-sdk-provider, with ai@6) drives the
 * simulator: it posts imageInference tasks to `<baseURL>` with `Authorization: Bearer <key>` and
 * reads the answers with its own schema, so the simulator is held to a client we did not write.
 */
describe("Runware's AI SDK provider against the simulator", () => {
  const suite = simulatorForSuite((simulator) => ({
    runware: createRunware({ apiKey: API_KEY, baseURL: `${simulator.url}/v1` }),
  }));

  it('makes an image from text, at the size asked for, as a PNG by default', async () => {
    const { image } = await generateImage({
      model: suite.runware.image(JUGGERNAUT_XL),
      prompt: 'a lighthouse on a cliff at dusk',
      size: '512x768',
      seed: 42,
    });
    expect(formatOf(image.uint8Array)).toBe('png');
    const { width, height } = await sharp(image.uint8Array).metadata();
    expect([width, height]).toEqual([512, 768]);
  });

  it('makes several images in one call, each its own', async () => {
    const { images } = await generateImage({
      model: suite.runware.image(JUGGERNAUT_XL, { maxImagesPerCall: 3 }),
      prompt: 'a red fox in a snowy forest',
      n: 3,
      size: '512x512',
    });
    expect(images).toHaveLength(3);
    expect(new Set(images.map((image) => image.base64)).size).toBe(3);
  });

  it.each([
    ['JPG', 'jpeg'],
    ['WEBP', 'webp'],
    ['PNG', 'png'],
  ] as const)('answers in the output format %s', async (outputFormat, format) => {
    const { image } = await generateImage({
      model: suite.runware.image(JUGGERNAUT_XL, { outputFormat }),
      prompt: 'a bowl of cherries',
      size: '512x512',
    });
    expect(formatOf(image.uint8Array)).toBe(format);
  });

  it.each(['base64Data', 'dataURI'] as const)(
    'hands the image over inline as %s, as well as by URL',
    async (outputType) => {
      const { image } = await generateImage({
        model: suite.runware.image(JUGGERNAUT_XL, { outputType }),
        prompt: 'a paper boat on a pond',
        size: '512x512',
      });
      expect(formatOf(image.uint8Array)).toBe('png');
      const { width } = await sharp(image.uint8Array).metadata();
      expect(width).toBe(512);
    },
  );

  it('reports the cost of each image when asked to', async () => {
    const { warnings } = await generateImage({
      model: suite.runware.image(JUGGERNAUT_XL, { includeCost: true }),
      prompt: 'a teapot',
      size: '512x512',
    });
    // The client passes the provider's data items on as a warning: the only place it keeps cost.
    const data = warnings
      .map((warning) => ('message' in warning ? warning.message : undefined))
      .find((message) => message?.startsWith('Response data: '));
    const items = JSON.parse(data!.slice('Response data: '.length)) as { cost?: number }[];
    expect(items).toHaveLength(1);
    expect(items[0].cost).toBeGreaterThan(0);
  });

  it("fails with the provider's error when the model is unknown", async () => {
    const failure = await generateImage({
      model: suite.runware.image('civitai:1@1'),
      prompt: 'a cat',
      size: '512x512',
    }).catch((error: { statusCode?: number; responseBody?: string }) => error);
    // The client reads only a legacy `error` object; Runware's `errors` array reaches it as the body.
    expect(failure).toMatchObject({ statusCode: 400 });
    const body = JSON.parse((failure as { responseBody: string }).responseBody) as {
      errors: { code: string; parameter: string; taskType: string }[];
    };
    expect(body.errors).toEqual([
      expect.objectContaining({ parameter: 'model', taskType: 'imageInference' }),
    ]);
  });
});
