import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import sharp from 'sharp';
import { captionTask } from './support/caption-task.js';
import { imageTask, post, refusal, upscaleTask } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import { dataUri, pixelsOf, resultBytes, testCard, upload } from './support/test-images.js';

describe('input images (inputImage, image, seedImage, maskImage)', () => {
  const suite = simulatorForSuite();
  let card: Buffer;
  /** A web server outside the simulator, serving the card at /card.png and 404 elsewhere. */
  let elsewhere: Server;
  let elsewhereUrl: string;

  beforeAll(async () => {
    card = await testCard(96, 64);
    elsewhere = createServer((request, response) => {
      if (request.url === '/card.png') {
        response.writeHead(200, { 'Content-Type': 'image/png' }).end(card);
      } else if (request.url === '/slow.png') {
        setTimeout(() => response.writeHead(200, { 'Content-Type': 'image/png' }).end(card), 300);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => elsewhere.close(resolve)));

  async function upscaledSizeOf(inputImage: unknown): Promise<[number, number]> {
    const answer = await post(suite.simulator, [upscaleTask(inputImage)]);
    expect(answer.status).toBe(200);
    const { width, height } = await pixelsOf(await resultBytes(answer.body.data?.[0] ?? {}));
    return [width, height];
  }

  it('reads an image as a data URI, raw base64, an uploaded UUID, its URL or another URL', async () => {
    const uploaded = await upload(suite.simulator, dataUri(card));
    const forms = [
      dataUri(card),
      card.toString('base64'),
      uploaded.imageUUID,
      (uploaded.imageUUID as string).toUpperCase(),
      uploaded.imageURL,
      `${elsewhereUrl}/card.png`,
    ];
    for (const form of forms) expect(await upscaledSizeOf(form)).toEqual([192, 128]);
  });

  it('reads a generated image by its UUID, also when it was answered as base64', async () => {
    const generated = await post(suite.simulator, [imageTask({ outputType: 'base64Data' })]);
    expect(await upscaledSizeOf(generated.body.data?.[0]?.imageUUID)).toEqual([1024, 1024]);
  });

  it('takes the 2026 form inputs.image instead of inputImage', async () => {
    const answer = await post(suite.simulator, [
      {
        taskType: 'upscale',
        taskUUID: randomUUID(),
        model: 'runware:503@1',
        inputs: { image: dataUri(card) },
        upscaleFactor: 2,
      },
    ]);
    expect(answer.status).toBe(200);
    const { width, height } = await pixelsOf(await resultBytes(answer.body.data?.[0] ?? {}));
    expect([width, height]).toEqual([192, 128]);
  });

  it('refuses a missing input image with missingInputs, the 2026 form', async () => {
    const error = await refusal(suite.simulator, {
      taskType: 'upscale',
      taskUUID: randomUUID(),
      model: 'runware:503@1',
      upscaleFactor: 2,
    });
    expect(error).toEqual(
      expect.objectContaining({
        code: 'missingInputs',
        parameter: 'inputs',
        taskType: 'upscale',
      }),
    );
  });

  it('refuses an unknown UUID, naming the parameter and the UUID', async () => {
    const unknown = randomUUID();
    const error = await refusal(suite.simulator, captionTask(unknown));
    expect(error).toEqual(
      expect.objectContaining({
        code: 'invalidInputImage',
        parameter: 'inputImage',
        type: 'string',
        documentation: expect.stringContaining('#request-inputimage'),
      }),
    );
    expect(error.message).toContain(unknown);
  });

  it('refuses an unknown image URL of the suite.simulator itself', async () => {
    const error = await refusal(
      suite.simulator,
      captionTask(`${suite.simulator.url}/images/${randomUUID()}.png`),
    );
    expect(error.code).toBe('invalidInputImage');
    expect(error.message).toContain('No image is served');
  });

  it('refuses data that is no image, and damaged image data', async () => {
    const text = Buffer.from('this is plain text, certainly not a picture').toString('base64');
    const notImage = await refusal(suite.simulator, captionTask(text));
    expect(notImage.code).toBe('invalidInputImage');
    expect(notImage.message).toContain('not an image');

    const truncated = card.subarray(0, card.length - 40);
    const damaged = await refusal(suite.simulator, captionTask(dataUri(truncated)));
    expect(damaged.code).toBe('invalidInputImage');
    expect(damaged.message).toContain('damaged');
  });

  it('refuses formats other than PNG, JPG and WEBP', async () => {
    const tiff = await sharp(card).tiff().toBuffer();
    const error = await refusal(suite.simulator, captionTask(dataUri(tiff, 'image/tiff')));
    expect(error.code).toBe('invalidInputImage');
    expect(error.message).toContain('TIFF images are not accepted');
  });

  it('refuses a URL that cannot be reached or answers an error', async () => {
    const closed = await refusal(suite.simulator, captionTask('http://127.0.0.1:1/picture.png'));
    expect(closed.code).toBe('invalidInputImage');
    expect(closed.message).toContain('could not be fetched');

    const missing = await refusal(suite.simulator, captionTask(`${elsewhereUrl}/missing.png`));
    expect(missing.message).toContain('HTTP 404');
  });

  it('refuses an image of more than 50 million pixels before decoding it (a decompression bomb)', async () => {
    const bomb = await sharp({
      create: { width: 8000, height: 7000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await refusal(suite.simulator, upscaleTask(dataUri(bomb)));
    expect(error.code).toBe('invalidInputImage');
    expect(error.message).toContain('8000×7000');
    expect(error.message).toContain('50,000,000');
  });

  it('refuses a value that is no image reference at all', async () => {
    const error = await refusal(suite.simulator, captionTask('not an image!'));
    expect(error.code).toBe('invalidInputImage');
  });

  it('accepts a taskUUID once even when two requests read their input images at the same time', async () => {
    const task = upscaleTask(`${elsewhereUrl}/slow.png`);
    const answers = await Promise.all([
      post(suite.simulator, [task]),
      post(suite.simulator, [task]),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.body.errors?.[0]?.code).toBe('conflictTaskUUID');
  });

  it('leaves the taskUUID of a refused task free, so it can be sent again corrected', async () => {
    const task = captionTask(randomUUID());
    expect((await refusal(suite.simulator, task)).code).toBe('invalidInputImage');
    const corrected = await post(suite.simulator, [{ ...task, inputImage: dataUri(card) }]);
    expect(corrected.status).toBe(200);
  });
});
