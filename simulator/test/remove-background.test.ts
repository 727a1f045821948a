import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { imageTask, post, refusal } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import { settledResponse } from './support/simulator-controls.js';
import {
  channelAt,
  dataUri,
  type Pixels,
  pixelsOf,
  resultBytes,
  testCard,
} from './support/test-images.js';

const ALPHA = 3;

function removeBackgroundTask(inputImage: unknown, overrides: Record<string, unknown> = {}) {
  return {
    taskType: 'removeBackground',
    taskUUID: randomUUID(),
    model: 'runware:109@1',
    inputImage,
    ...overrides,
  };
}

/** The share of pixels in the box whose alpha is at least 250. */
function opaqueShare(
  image: Pixels,
  box: { left: number; top: number; width: number; height: number },
) {
  let opaque = 0;
  for (let y = box.top; y < box.top + box.height; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      if (channelAt(image, x, y, ALPHA) >= 250) opaque++;
    }
  }
  return opaque / (box.width * box.height);
}

function cornerAlphas(image: Pixels): number[] {
  const { width, height } = image;
  return [
    [0, 0],
    [width - 1, 0],
    [0, height - 1],
    [width - 1, height - 1],
  ].map(([x, y]) => channelAt(image, x as number, y as number, ALPHA));
}

/** The middle fifth of the picture in each direction. */
function centre({ width, height }: Pixels) {
  return {
    left: Math.round(width * 0.4),
    top: Math.round(height * 0.4),
    width: Math.round(width * 0.2),
    height: Math.round(height * 0.2),
  };
}

describe('removeBackground and imageBackgroundRemoval', () => {
  const suite = simulatorForSuite();

  async function removeBackground(task: Record<string, unknown>) {
    const answer = await post(suite.simulator, [task]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    return answer.body.data?.[0] as Record<string, unknown>;
  }

  async function generate(overrides: Record<string, unknown> = {}) {
    const answer = await post(suite.simulator, [
      imageTask({ seed: 42, outputFormat: 'PNG', width: 256, height: 256, ...overrides }),
    ]);
    expect(answer.status).toBe(200);
    return answer.body.data?.[0] as Record<string, unknown>;
  }

  it('cuts the subject out of a generated picture: transparent corners, opaque centre', async () => {
    for (const [width, height, seed] of [
      [512, 512, 42],
      [768, 384, 7],
      [384, 640, 1234],
    ]) {
      const generated = await generate({ width, height, seed });
      const task = removeBackgroundTask(generated.imageUUID);
      const item = await removeBackground(task);
      expect(item).toEqual({
        taskType: 'removeBackground',
        taskUUID: task.taskUUID,
        imageUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        inputImageUUID: generated.imageUUID,
        imageURL: expect.stringMatching(/\.png$/),
      });
      const cut = await pixelsOf(await resultBytes(item));
      expect([cut.width, cut.height, cut.channels]).toEqual([width, height, 4]);
      expect(cornerAlphas(cut)).toEqual([0, 0, 0, 0]);
      expect(opaqueShare(cut, centre(cut))).toBeGreaterThan(0.9);
      // A subject, not the whole picture: most of the border region is gone.
      expect(opaqueShare(cut, { left: 0, top: 0, width, height: Math.round(height / 10) })).toBe(0);
    }
  });

  it('keeps the subject pixels as they were', async () => {
    const generated = await generate();
    const original = await pixelsOf(await resultBytes(generated));
    const cut = await pixelsOf(
      await resultBytes(await removeBackground(removeBackgroundTask(generated.imageURL))),
    );
    for (const channel of [0, 1, 2]) {
      expect(channelAt(cut, 128, 128, channel)).toBe(channelAt(original, 128, 128, channel));
    }
    expect(channelAt(cut, 128, 128, ALPHA)).toBe(255);
  });

  it('segments any other picture by its border colour', async () => {
    const card = await testCard(200, 100);
    const cut = await pixelsOf(
      await resultBytes(await removeBackground(removeBackgroundTask(dataUri(card)))),
    );
    // The card's orange box spans x 50–149, y 25–74; the blue around it is background.
    expect(opaqueShare(cut, { left: 50, top: 25, width: 100, height: 50 })).toBe(1);
    expect(opaqueShare(cut, { left: 0, top: 0, width: 200, height: 25 })).toBe(0);
    expect(opaqueShare(cut, { left: 0, top: 25, width: 50, height: 50 })).toBe(0);
    expect(opaqueShare(cut, { left: 150, top: 75, width: 50, height: 25 })).toBe(0);
  });

  it('finds the subject of an upscaled generated picture too', async () => {
    const generated = await generate();
    const upscale = await post(suite.simulator, [
      {
        taskType: 'upscale',
        taskUUID: randomUUID(),
        model: 'runware:503@1',
        inputImage: generated.imageUUID,
        upscaleFactor: 2,
      },
    ]);
    const upscaled = upscale.body.data?.[0] as Record<string, unknown>;
    const cut = await pixelsOf(
      await resultBytes(await removeBackground(removeBackgroundTask(upscaled.imageUUID))),
    );
    expect([cut.width, cut.height]).toEqual([512, 512]);
    expect(cornerAlphas(cut)).toEqual([0, 0, 0, 0]);
    expect(opaqueShare(cut, centre(cut))).toBeGreaterThan(0.9);
  });

  it('recognises a generated picture sent back as data by its bytes', async () => {
    const generated = await generate({ outputFormat: 'JPG', seed: 99 });
    const bytes = await resultBytes(generated);
    const cut = await pixelsOf(
      await resultBytes(await removeBackground(removeBackgroundTask(bytes.toString('base64')))),
    );
    expect(cornerAlphas(cut)).toEqual([0, 0, 0, 0]);
    expect(opaqueShare(cut, centre(cut))).toBeGreaterThan(0.9);
  });

  it('keeps the transparency in WEBP; JPG has none', async () => {
    const generated = await generate();
    const webp = await removeBackground(
      removeBackgroundTask(generated.imageUUID, { outputFormat: 'WEBP' }),
    );
    const webpPixels = await pixelsOf(await resultBytes(webp));
    expect(webpPixels.channels).toBe(4);
    expect(cornerAlphas(webpPixels)).toEqual([0, 0, 0, 0]);
    const jpg = await removeBackground(
      removeBackgroundTask(generated.imageUUID, { outputFormat: 'JPG' }),
    );
    expect((await sharp(await resultBytes(jpg)).metadata()).hasAlpha).toBe(false);
  });

  it('costs 0.001 USD per input megapixel, only when includeCost is set', async () => {
    const generated = await generate();
    const priced = await removeBackground(
      removeBackgroundTask(generated.imageUUID, { includeCost: true }),
    );
    expect(priced.cost).toBe(0.000065536); // 0.001 × 256 × 256 / 1e6
    const unpriced = await removeBackground(removeBackgroundTask(generated.imageUUID));
    expect(unpriced).not.toHaveProperty('cost');
  });

  it('gives the same bytes for the same input', async () => {
    const card = dataUri(await testCard(120, 90));
    const [a, b] = await Promise.all(
      [1, 2].map(async () => resultBytes(await removeBackground(removeBackgroundTask(card)))),
    );
    expect(a?.equals(b as Buffer)).toBe(true);
  });

  it('echoes the legacy task type imageBackgroundRemoval, also through getResponse', async () => {
    const generated = await generate();
    const task = removeBackgroundTask(generated.imageUUID, {
      taskType: 'imageBackgroundRemoval',
      deliveryMethod: 'async',
    });
    const acknowledgement = await post(suite.simulator, [task]);
    expect(acknowledgement.body).toEqual({
      data: [{ taskType: 'imageBackgroundRemoval', taskUUID: task.taskUUID }],
    });
    const done = await settledResponse(suite.simulator, task.taskUUID);
    expect(done.body.data?.[0]).toEqual(
      expect.objectContaining({ taskType: 'imageBackgroundRemoval', status: 'success' }),
    );
  });

  it('refuses a missing or unknown input image', async () => {
    const missing = await refusal(suite.simulator, removeBackgroundTask(undefined));
    expect(missing).toEqual(
      expect.objectContaining({ code: 'missingInputs', taskType: 'removeBackground' }),
    );
    const unknown = await refusal(suite.simulator, removeBackgroundTask(randomUUID()));
    expect(unknown).toEqual(
      expect.objectContaining({ code: 'invalidInputImage', parameter: 'inputImage' }),
    );
  });
});
