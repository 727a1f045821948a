import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { imageTask, post, refusal } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import {
  channelAt,
  dataUri,
  distance,
  maskCard,
  meanDifference,
  type Pixels,
  pixelsOf,
  resultBytes,
  testCard,
  upload,
  uploadedSeedCard,
} from './support/test-images.js';

/** The largest difference of any channel between two images inside or outside a box. */
function largestDifference(
  a: Pixels,
  b: Pixels,
  box: { left: number; top: number; width: number; height: number },
  inside: boolean,
): number {
  let largest = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const inBox =
        x >= box.left && x < box.left + box.width && y >= box.top && y < box.top + box.height;
      if (inBox !== inside) continue;
      for (let channel = 0; channel < 3; channel++) {
        const difference = distance(channelAt(a, x, y, channel), channelAt(b, x, y, channel));
        if (difference > largest) largest = difference;
      }
    }
  }
  return largest;
}

describe('imageInference with seedImage and maskImage', () => {
  const suite = simulatorForSuite(uploadedSeedCard);

  async function generate(overrides: Record<string, unknown>) {
    const answer = await post(suite.simulator, [
      imageTask({ seed: 11, outputFormat: 'PNG', width: 256, height: 256, ...overrides }),
    ]);
    expect(answer.status).toBe(200);
    return answer.body.data?.[0] as Record<string, unknown>;
  }

  async function pixelsOfResult(overrides: Record<string, unknown>): Promise<Pixels> {
    return pixelsOf(await resultBytes(await generate(overrides)));
  }

  it('follows the seed image: closer to it at strength 0.2 than at 0.9', async () => {
    const seedPixels = await pixelsOf(suite.seed);
    const [low, high, none] = await Promise.all([
      pixelsOfResult({ seedImage: suite.seedUUID, strength: 0.2 }),
      pixelsOfResult({ seedImage: suite.seedUUID, strength: 0.9 }),
      pixelsOfResult({}),
    ]);
    const lowDifference = meanDifference(low, seedPixels);
    const highDifference = meanDifference(high, seedPixels);
    expect(lowDifference).toBeLessThan(highDifference);
    expect(highDifference).toBeLessThan(meanDifference(none, seedPixels));
    expect(lowDifference).toBeLessThan(0.3 * meanDifference(none, seedPixels));
  });

  it('gives the seed image back at strength 0, and the plain picture at strength 1', async () => {
    const seedPixels = await pixelsOf(suite.seed);
    const zero = await pixelsOfResult({ seedImage: suite.seedUUID, strength: 0 });
    expect(meanDifference(zero, seedPixels)).toBe(0);
    const one = await pixelsOfResult({ seedImage: suite.seedUUID, strength: 1 });
    expect(meanDifference(one, await pixelsOfResult({}))).toBe(0);
  });

  it('uses strength 0.8 by default', async () => {
    const [implicit, explicit] = await Promise.all([
      generate({ seedImage: suite.seedUUID, outputType: 'base64Data' }),
      generate({ seedImage: suite.seedUUID, strength: 0.8, outputType: 'base64Data' }),
    ]);
    expect(implicit.imageBase64Data).toBe(explicit.imageBase64Data);
    const other = await generate({
      seedImage: suite.seedUUID,
      strength: 0.5,
      outputType: 'base64Data',
    });
    expect(other.imageBase64Data).not.toBe(implicit.imageBase64Data);
  });

  it('stretches a seed image of another size to the output size', async () => {
    const small = await testCard(200, 100);
    const output = await pixelsOfResult({
      seedImage: dataUri(small),
      strength: 0,
      width: 512,
      height: 256,
    });
    expect([output.width, output.height]).toEqual([512, 256]);
    const expected = await pixelsOf(
      await sharp(small).resize(512, 256, { fit: 'fill', kernel: 'lanczos3' }).png().toBuffer(),
    );
    expect(meanDifference(output, expected)).toBeLessThan(1);
  });

  it('repaints only the white area of the mask', async () => {
    const white = { left: 0, top: 0, width: 128, height: 128 };
    const mask = await maskCard(256, 256, white);
    const seedPixels = await pixelsOf(suite.seed);
    const output = await pixelsOfResult({
      seedImage: suite.seedUUID,
      maskImage: dataUri(mask),
      strength: 1,
    });
    expect(largestDifference(output, seedPixels, white, false)).toBeLessThanOrEqual(1);
    expect(largestDifference(output, seedPixels, white, true)).toBeGreaterThan(40);
  });

  it('takes the images as URL, data or under inputs, and answers the same picture', async () => {
    const uploaded = await upload(suite.simulator, dataUri(suite.seed));
    const mask = dataUri(await maskCard(256, 256, { left: 64, top: 64, width: 128, height: 128 }));
    const forms = await Promise.all([
      generate({ seedImage: uploaded.imageURL, maskImage: mask, outputType: 'base64Data' }),
      generate({
        seedImage: suite.seed.toString('base64'),
        maskImage: mask,
        outputType: 'base64Data',
      }),
      generate({
        inputs: { seedImage: suite.seedUUID, maskImage: mask },
        outputType: 'base64Data',
      }),
    ]);
    expect(new Set(forms.map((item) => item.imageBase64Data)).size).toBe(1);
  });

  it('costs the same as text-to-image', async () => {
    const [plain, seeded] = await Promise.all([
      generate({ includeCost: true }),
      generate({ includeCost: true, seedImage: suite.seedUUID, strength: 0.5 }),
    ]);
    expect(seeded.cost).toBe(plain.cost);
  });

  it('remembers the prompt of the result for captions', async () => {
    const item = await generate({
      seedImage: suite.seedUUID,
      positivePrompt: 'a quiet harbour at dawn',
    });
    const answer = await post(suite.simulator, [
      {
        taskType: 'caption',
        taskUUID: randomUUID(),
        model: 'runware:150@2',
        inputs: { image: item.imageUUID },
      },
    ]);
    expect(answer.body.data?.[0]?.text).toBe('An image of a quiet harbour at dawn.');
  });

  it('uses a generated picture as the seed image', async () => {
    const first = await generate({ positivePrompt: 'a red fox in the snow' });
    const second = await pixelsOfResult({ seedImage: first.imageUUID, strength: 0 });
    expect(meanDifference(second, await pixelsOf(await resultBytes(first)))).toBe(0);
  });

  it('refuses a mask without a seed image, naming seedImage', async () => {
    const mask = dataUri(await maskCard(256, 256, { left: 0, top: 0, width: 10, height: 10 }));
    const error = await refusal(suite.simulator, imageTask({ maskImage: mask }));
    expect(error).toEqual(
      expect.objectContaining({ code: 'missingSeedImage', parameter: 'seedImage' }),
    );
  });

  it('refuses a mask whose size differs from the seed image, giving both sizes', async () => {
    const mask = dataUri(await maskCard(128, 128, { left: 0, top: 0, width: 10, height: 10 }));
    const error = await refusal(
      suite.simulator,
      imageTask({ seedImage: suite.seedUUID, maskImage: mask }),
    );
    expect(error).toEqual(
      expect.objectContaining({ code: 'invalidMaskImage', parameter: 'maskImage' }),
    );
    expect(error.message).toContain('mask is 128×128');
    expect(error.message).toContain('seed image is 256×256');
  });

  it.each([-0.1, 1.5, '0.5'])('refuses strength %j', async (strength) => {
    const error = await refusal(
      suite.simulator,
      imageTask({ seedImage: suite.seedUUID, strength }),
    );
    expect(error).toEqual(
      expect.objectContaining({ code: 'invalidStrength', parameter: 'strength' }),
    );
  });

  it('refuses a seed or mask image that cannot be read', async () => {
    const unknownSeed = await refusal(suite.simulator, imageTask({ seedImage: randomUUID() }));
    expect(unknownSeed).toEqual(
      expect.objectContaining({ code: 'invalidSeedImage', parameter: 'seedImage' }),
    );
    const garbage = Buffer.from('definitely not a picture at all').toString('base64');
    const badSeed = await refusal(suite.simulator, imageTask({ seedImage: garbage }));
    expect(badSeed.code).toBe('invalidSeedImage');
    const unknownMask = await refusal(
      suite.simulator,
      imageTask({ seedImage: suite.seedUUID, maskImage: randomUUID() }),
    );
    expect(unknownMask).toEqual(
      expect.objectContaining({ code: 'invalidMaskImage', parameter: 'maskImage' }),
    );
  });
});
