import { imageTask, refusal } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import { channelAt, generatedPixels, pixelsOf, uploadedSeedCard } from './support/test-images.js';
import { HIDREAM, SDXL } from './support/catalogue-models.js';

describe('imageInference with outpaint', () => {
  const suite = simulatorForSuite(uploadedSeedCard);

  const extend = (overrides: Record<string, unknown> = {}) =>
    imageTask({
      model: SDXL,
      outputFormat: 'PNG',
      width: 384,
      height: 320,
      inputs: { seedImage: suite.seedUUID },
      outpaint: { right: 128, top: 64 },
      ...overrides,
    });

  it('answers the extended size with the seed image unchanged at its place', async () => {
    const image = await generatedPixels(suite.simulator, extend());
    expect([image.width, image.height]).toEqual([384, 320]);
    const original = await pixelsOf(suite.seed);
    // The seed image sits below the 64 px added at the top, at the left edge.
    let differing = 0;
    for (let y = 0; y < 256; y += 8)
      for (let x = 0; x < 256; x += 8)
        for (let channel = 0; channel < 3; channel++)
          if (channelAt(image, x, y + 64, channel) !== channelAt(original, x, y, channel))
            differing++;
    expect(differing).toBe(0);
    // The extension is painted, not the seed image's background stretched.
    const added = [0, 1, 2].map((channel) => channelAt(image, 300, 10, channel));
    expect(added).not.toEqual([0, 1, 2].map((channel) => channelAt(original, 0, 0, channel)));
  });

  it.each([
    [{ width: 512 }, 'invalidWidth', 'width'],
    [{ height: 256 }, 'invalidHeight', 'height'],
    [{ outpaint: { right: 100 } }, 'invalidOutpaint', 'outpaint.right'],
    [{ outpaint: { left: 0, right: 0 } }, 'invalidOutpaint', 'outpaint'],
    [{ outpaint: { right: 128, top: 64, blur: 40 } }, 'invalidBlur', 'outpaint.blur'],
    [{ inputs: undefined }, 'missingSeedImage', 'seedImage'],
    [{ model: HIDREAM }, 'unsupportedArchitectureOutpaint', 'outpaint'],
  ])('refuses %j', async (overrides, code, parameter) => {
    const error = await refusal(suite.simulator, extend(overrides));
    expect(error.code).toBe(code);
    expect(error.parameter).toContain(parameter);
  });
});
