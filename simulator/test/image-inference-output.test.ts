import sharp from 'sharp';
import { download, imageTask, post } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';

const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  jpeg: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  webp: (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

describe('imageInference results', () => {
  const suite = simulatorForSuite();

  async function generate(overrides: Record<string, unknown>) {
    const task = imageTask(overrides);
    const answer = await post(suite.simulator, [task]);
    expect(answer.status).toBe(200);
    return { task, items: answer.body.data ?? [] };
  }

  it.each([
    ['JPG', 'jpeg', 'image/jpeg', 'jpg', 1024, 1024],
    ['PNG', 'png', 'image/png', 'png', 1344, 768],
    ['WEBP', 'webp', 'image/webp', 'webp', 512, 640],
  ])(
    'serves %s output as a real %s file of the requested size',
    async (outputFormat, sharpFormat, contentType, extension, width, height) => {
      const { task, items } = await generate({ outputFormat, width, height });
      const item = items[0] as Record<string, unknown>;
      expect(item).toEqual({
        taskType: 'imageInference',
        taskUUID: task.taskUUID,
        imageUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        imageURL: `${suite.simulator.url}/images/${item.imageUUID as string}.${extension}`,
        seed: expect.any(Number),
      });
      const file = await download(item.imageURL as string);
      expect(file.status).toBe(200);
      expect(file.type).toBe(contentType);
      expect(MAGIC[sharpFormat]?.(file.bytes)).toBe(true);
      const metadata = await sharp(file.bytes).metadata();
      expect(metadata).toEqual(expect.objectContaining({ format: sharpFormat, width, height }));
    },
  );

  it('defaults to a JPG URL', async () => {
    const { items } = await generate({});
    expect(items[0]?.imageURL).toMatch(/\.jpg$/);
  });

  it('answers base64Data and dataURI outputs inline', async () => {
    const { items: base64 } = await generate({ outputType: 'base64Data', outputFormat: 'PNG' });
    expect(base64[0]?.imageURL).toBeUndefined();
    const decoded = Buffer.from(base64[0]?.imageBase64Data as string, 'base64');
    expect(MAGIC.png?.(decoded)).toBe(true);

    const { items: dataUri } = await generate({ outputType: 'dataURI', outputFormat: 'WEBP' });
    expect(dataUri[0]?.imageDataURI).toMatch(/^data:image\/webp;base64,/);
  });

  it('paints the same picture for the same prompt, seed, model and size', async () => {
    const first = await generate({ seed: 1234, outputType: 'base64Data' });
    const second = await generate({ seed: 1234, outputType: 'base64Data' });
    expect(second.items[0]?.imageBase64Data).toBe(first.items[0]?.imageBase64Data);
    expect(second.items[0]?.imageUUID).not.toBe(first.items[0]?.imageUUID);
  });

  it('serves identical bytes for the same inputs through URLs too', async () => {
    const urls = await Promise.all(
      [1, 2].map(
        async () => (await generate({ seed: 99, outputFormat: 'PNG' })).items[0]?.imageURL,
      ),
    );
    const [a, b] = await Promise.all(urls.map((url) => download(url as string)));
    expect(a?.bytes.equals(b?.bytes as Buffer)).toBe(true);
  });

  it('paints different pictures for different prompts, seeds and models', async () => {
    const base = { seed: 7, outputType: 'base64Data' };
    const pictures = await Promise.all([
      generate({ ...base, positivePrompt: 'a red fox in the snow' }),
      generate({ ...base, positivePrompt: 'a city skyline at night' }),
      generate({ ...base, positivePrompt: 'a red fox in the snow', seed: 8 }),
      generate({ ...base, positivePrompt: 'a red fox in the snow', model: 'civitai:4384@128713' }),
    ]);
    const bytes = pictures.map(({ items }) => items[0]?.imageBase64Data);
    expect(new Set(bytes).size).toBe(4);
  });

  it('answers numberResults images with consecutive seeds and different pictures', async () => {
    const { items } = await generate({ seed: 500, numberResults: 3, outputType: 'base64Data' });
    expect(items.map((item) => item.seed)).toEqual([500, 501, 502]);
    expect(new Set(items.map((item) => item.imageUUID)).size).toBe(3);
    expect(new Set(items.map((item) => item.imageBase64Data)).size).toBe(3);
  });

  it('picks and reports a random seed when none is given', async () => {
    const { items } = await generate({ numberResults: 2 });
    const [first, second] = items.map((item) => item.seed as number);
    expect(Number.isInteger(first)).toBe(true);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe((first as number) + 1);
  });

  it('reports NSFWContent only when a safety check is asked for', async () => {
    const unchecked = await generate({});
    expect(unchecked.items[0]).not.toHaveProperty('NSFWContent');
    const clean = await generate({ checkNSFW: true });
    expect(clean.items[0]?.NSFWContent).toBe(false);
    const flagged = await generate({
      safety: { checkContent: true },
      positivePrompt: 'nsfw figure study',
    });
    expect(flagged.items[0]?.NSFWContent).toBe(true);
    const modeNone = await generate({ safety: { checkContent: true, mode: 'none' } });
    expect(modeNone.items[0]).not.toHaveProperty('NSFWContent');
  });

  it('lets web pages of any origin fetch an image (downloads in the browser)', async () => {
    const { items } = await generate({});
    const response = await fetch(items[0]?.imageURL as string, {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for an unknown image', async () => {
    const unknown = await download(
      `${suite.simulator.url}/images/00000000-0000-4000-8000-000000000000.jpg`,
    );
    expect(unknown.status).toBe(404);
    const malformed = await download(`${suite.simulator.url}/images/..%2F..%2Fetc%2Fpasswd`);
    expect(malformed.status).toBe(404);
  });
});
