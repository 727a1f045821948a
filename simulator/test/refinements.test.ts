import sharp from 'sharp';
import { imageTask, post, refusal } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import { pixelsOf, resultBytes } from './support/test-images.js';
import { FLUX_DEV, HIDREAM, SDXL } from './support/catalogue-models.js';

describe('imageInference refinements: hiresFix, ultralytics, layerDiffuse', () => {
  const suite = simulatorForSuite();

  async function generate(overrides: Record<string, unknown>) {
    const answer = await post(suite.simulator, [
      imageTask({ seed: 7, steps: 20, includeCost: true, outputFormat: 'PNG', ...overrides }),
    ]);
    expect(answer.body.errors).toBeUndefined();
    const item = answer.body.data?.[0] as Record<string, unknown>;
    return { item, image: await pixelsOf(await resultBytes(item)) };
  }

  it('hires fix answers an image twice the size, priced with its second pass', async () => {
    const plain = await generate({ model: SDXL, width: 512, height: 512 });
    const fixed = await generate({
      model: SDXL,
      width: 512,
      height: 512,
      hiresFix: { model: 'runware:esrgan@ultrasharp', steps: 10, strength: 0.5 },
    });
    expect([plain.image.width, plain.image.height]).toEqual([512, 512]);
    expect([fixed.image.width, fixed.image.height]).toEqual([1024, 1024]);
    // The second pass: 10 steps on four times the pixels, twice the first pass's 20 steps.
    expect(fixed.item.cost as number).toBeCloseTo((plain.item.cost as number) * 3, 8);
  });

  it('face refinement is priced as one 512² region at its own steps', async () => {
    const plain = await generate({ model: SDXL, width: 1024, height: 1024 });
    const refined = await generate({
      model: SDXL,
      width: 1024,
      height: 1024,
      ultralytics: { steps: 20, strength: 0.4 },
    });
    expect(refined.item.cost as number).toBeCloseTo((plain.item.cost as number) * 1.25, 8);
    expect([refined.image.width, refined.image.height]).toEqual([1024, 1024]);
  });

  it('layerDiffuse leaves the background transparent and the subject opaque', async () => {
    const { image } = await generate({
      model: FLUX_DEV,
      width: 512,
      height: 512,
      layerDiffuse: true,
    });
    expect(image.channels).toBe(4);
    const alphas = new Set<number>();
    for (let pixel = 0; pixel < image.width * image.height; pixel++)
      alphas.add(image.data[pixel * 4 + 3] as number);
    expect(alphas.has(0)).toBe(true);
    expect(alphas.has(255)).toBe(true);
    const { hasAlpha } = await sharp(image.data, {
      raw: { width: image.width, height: image.height, channels: 4 },
    }).metadata();
    expect(hasAlpha).toBe(true);
  });

  it.each([
    ['hiresFix', HIDREAM, { hiresFix: true }, 'unsupportedArchitectureHiresFix'],
    ['ultralytics', HIDREAM, { ultralytics: {} }, 'unsupportedArchitectureUltralytics'],
    ['layerDiffuse', SDXL, { layerDiffuse: true }, 'unsupportedArchitectureLayerDiffuse'],
  ])('refuses %s where the architecture has not got it', async (parameter, model, fields, code) => {
    const error = await refusal(
      suite.simulator,
      imageTask({ model, width: 512, height: 512, ...fields }),
    );
    expect(error).toMatchObject({ code, parameter });
  });

  it.each([
    [{ hiresFix: { model: 'runware:503@1' } }, 'invalidHiresFix', 'hiresFix'],
    [{ hiresFix: { model: 'runware:504@1', upscaleFactor: 2 } }, 'invalidHiresFix', 'hiresFix'],
    [{ hiresFix: { model: 'runware:504@1', steps: 0 } }, 'invalidHiresFixSteps', 'hiresFix.steps'],
    [
      { hiresFix: { model: 'runware:504@1', strength: 1.5 } },
      'invalidHiresFixStrength',
      'hiresFix.strength',
    ],
    [{ ultralytics: { strength: -1 } }, 'invalidUltralyticsStrength', 'ultralytics.strength'],
    [{ ultralytics: { steps: 2.5 } }, 'invalidUltralyticsSteps', 'ultralytics.steps'],
  ])('refuses %j naming the nested field', async (fields, code, parameter) => {
    const error = await refusal(suite.simulator, imageTask({ model: SDXL, ...fields }));
    expect(error).toMatchObject({ code, parameter });
  });

  it('refuses layerDiffuse with an output format that cannot keep transparency', async () => {
    const error = await refusal(
      suite.simulator,
      imageTask({ model: FLUX_DEV, layerDiffuse: true, outputFormat: 'JPG' }),
    );
    expect(error).toMatchObject({ code: 'invalidOutputFormat', parameter: 'outputFormat' });
  });
});
