import sharp from 'sharp';
import { download, imageTask, post, refusal, upscaleTask } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import { settledResponse, settledStatus, taskActivity } from './support/simulator-controls.js';
import {
  dataUri,
  meanDifference,
  pixelsOf,
  resultBytes,
  testCard,
  upload,
} from './support/test-images.js';

describe('upscale and imageUpscale', () => {
  const suite = simulatorForSuite(async () => ({ card: await testCard(160, 120) }));

  async function upscale(task: Record<string, unknown>) {
    const answer = await post(suite.simulator, [task]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    return answer.body.data?.[0] as Record<string, unknown>;
  }

  it('answers the upscaled image with its input image UUID, as a PNG by default', async () => {
    const uploaded = await upload(suite.simulator, dataUri(suite.card));
    const task = upscaleTask(uploaded.imageUUID);
    const item = await upscale(task);
    expect(item).toEqual({
      taskType: 'upscale',
      taskUUID: task.taskUUID,
      imageUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      inputImageUUID: uploaded.imageUUID,
      imageURL: `${suite.simulator.url}/images/${item.imageUUID as string}.png`,
    });
    expect(item.imageUUID).not.toBe(uploaded.imageUUID);
    const file = await download(item.imageURL as string);
    expect(file.type).toBe('image/png');
  });

  it('really resamples: the picture is the input at twice the size', async () => {
    const item = await upscale(upscaleTask(dataUri(suite.card)));
    const upscaled = await pixelsOf(await resultBytes(item));
    expect([upscaled.width, upscaled.height]).toEqual([320, 240]);
    const expected = await pixelsOf(
      await sharp(suite.card).resize(320, 240, { kernel: 'lanczos3' }).png().toBuffer(),
    );
    expect(meanDifference(upscaled, expected)).toBeLessThan(1);
    // Not a blank or unrelated picture: far from a plain image of the background colour.
    const plain = await pixelsOf(
      await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6fdb' } })
        .png()
        .toBuffer(),
    );
    expect(meanDifference(upscaled, plain)).toBeGreaterThan(20);
  });

  it.each([[4, [640, 480]]])(
    'multiplies both sides by upscaleFactor %i',
    async (upscaleFactor, size) => {
      const item = await upscale(upscaleTask(dataUri(suite.card), { upscaleFactor }));
      const { width, height } = await pixelsOf(await resultBytes(item));
      expect([width, height]).toEqual(size);
    },
  );

  it('caps the output at 4096 px on the longer side, keeping the ratio', async () => {
    const wide = await testCard(1500, 1000);
    const item = await upscale(upscaleTask(dataUri(wide), { upscaleFactor: 4, includeCost: true }));
    const { width, height } = await pixelsOf(await resultBytes(item));
    expect([width, height]).toEqual([4096, 2731]);
    expect(item.cost).toBeCloseTo((0.0005 * 4096 * 2731) / 1e6, 10);
  });

  it('costs 0.0005 USD per output megapixel, only when includeCost is set', async () => {
    const priced = await upscale(upscaleTask(dataUri(suite.card), { includeCost: true }));
    expect(priced.cost).toBe(Math.round(0.0005 * ((320 * 240) / 1e6) * 1e10) / 1e10);
    const unpriced = await upscale(upscaleTask(dataUri(suite.card)));
    expect(unpriced).not.toHaveProperty('cost');
  });

  it('echoes the legacy task type imageUpscale', async () => {
    const task = upscaleTask(dataUri(suite.card), { taskType: 'imageUpscale' });
    const item = await upscale(task);
    expect(item.taskType).toBe('imageUpscale');
    expect(item.taskUUID).toBe(task.taskUUID);
  });

  it('gives the same bytes for the same input and parameters', async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(async () => resultBytes(await upscale(upscaleTask(dataUri(suite.card))))),
    );
    expect(a?.equals(b as Buffer)).toBe(true);
  });

  it('answers JPG and WEBP, and base64Data or dataURI outputs', async () => {
    const jpg = await upscale(upscaleTask(dataUri(suite.card), { outputFormat: 'JPG' }));
    expect(jpg.imageURL).toMatch(/\.jpg$/);
    expect((await sharp(await resultBytes(jpg)).metadata()).format).toBe('jpeg');
    const webp = await upscale(
      upscaleTask(dataUri(suite.card), { outputFormat: 'WEBP', outputType: 'base64Data' }),
    );
    expect(webp).not.toHaveProperty('imageURL');
    expect((await sharp(await resultBytes(webp)).metadata()).format).toBe('webp');
    const uri = await upscale(upscaleTask(dataUri(suite.card), { outputType: 'dataURI' }));
    expect(uri.imageDataURI).toMatch(/^data:image\/png;base64,/);
  });

  it('keeps an input sent as data, so its inputImageUUID and the result can be used again', async () => {
    const first = await upscale(upscaleTask(dataUri(suite.card)));
    const again = await upscale(upscaleTask(first.inputImageUUID));
    expect(again.inputImageUUID).toBe(first.inputImageUUID);
    const chained = await upscale(upscaleTask(first.imageUUID));
    const { width, height } = await pixelsOf(await resultBytes(chained));
    expect([width, height]).toEqual([640, 480]);
  });

  it('upscales a generated picture given by UUID', async () => {
    const generated = await post(suite.simulator, [imageTask({ width: 256, height: 128 })]);
    const item = await upscale(upscaleTask(generated.body.data?.[0]?.imageUUID));
    const { width, height } = await pixelsOf(await resultBytes(item));
    expect([width, height]).toEqual([512, 256]);
  });

  it.each([
    ['missing', undefined, 'missingUpscaleFactor'],
    ['1', 1, 'invalidUpscaleFactor'],
    ['5', 5, 'invalidUpscaleFactor'],
    ['2.5', 2.5, 'invalidUpscaleFactor'],
    ['"2"', '2', 'invalidUpscaleFactor'],
  ])('refuses upscaleFactor %s', async (_, upscaleFactor, code) => {
    const error = await refusal(
      suite.simulator,
      upscaleTask(dataUri(suite.card), { upscaleFactor }),
    );
    expect(error).toEqual(
      expect.objectContaining({ code, parameter: 'upscaleFactor', taskType: 'upscale' }),
    );
  });

  it('refuses bad output options and unknown parameters', async () => {
    const format = await refusal(
      suite.simulator,
      upscaleTask(dataUri(suite.card), { outputFormat: 'GIF' }),
    );
    expect(format.code).toBe('invalidOutputFormat');
    const typo = await refusal(
      suite.simulator,
      upscaleTask(dataUri(suite.card), { upscalefactor: 2 }),
    );
    expect(typo).toEqual(
      expect.objectContaining({ code: 'unknownParameter', parameter: 'upscalefactor' }),
    );
    expect(typo.message).toContain('Did you mean upscaleFactor?');
  });

  it('delivers async: acknowledged at once, then fetched with getResponse under its task type', async () => {
    const task = upscaleTask(dataUri(suite.card), {
      taskType: 'imageUpscale',
      deliveryMethod: 'async',
      includeCost: true,
    });
    const acknowledgement = await post(suite.simulator, [task]);
    expect(acknowledgement.body).toEqual({
      data: [{ taskType: 'imageUpscale', taskUUID: task.taskUUID }],
    });
    const done = await settledResponse(suite.simulator, task.taskUUID);
    expect(done.body.data).toEqual([
      {
        taskType: 'imageUpscale',
        taskUUID: task.taskUUID,
        status: 'success',
        imageUUID: expect.any(String),
        inputImageUUID: expect.any(String),
        imageURL: expect.any(String),
        cost: expect.any(Number),
      },
    ]);
  });

  it('is kept on receipt like imageInference: a failed request still runs it once', async () => {
    const task = upscaleTask(dataUri(suite.card));
    const failed = await post(suite.simulator, [task], { headers: { 'x-simulator-fail': '503' } });
    expect(failed.status).toBe(503);
    // A sync task is not served by getResponse: its outcome is read through the test controls.
    expect(await settledStatus(suite.simulator, task.taskUUID)).toBe('success');
    const resent = await post(suite.simulator, [task]);
    expect(resent.body.errors?.[0]?.code).toBe('conflictTaskUUID');
    expect(await taskActivity(suite.simulator, task.taskUUID)).toEqual(
      expect.objectContaining({ runs: 1, status: 'success' }),
    );
  });
});
