import { expectRefusal, imageTask, post, withPlaceholder } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import {
  dataUri,
  generatedPixels,
  meanChannel,
  solid,
  uploadedSwatch,
} from './support/test-images.js';
import { FLUX_DEV, FLUX_LORA, KONTEXT_DEV, SDXL } from './support/catalogue-models.js';

describe('imageInference with inputs.referenceImages (FLUX.1 Kontext dev)', () => {
  const suite = simulatorForSuite(async (simulator) => ({
    green: await uploadedSwatch(simulator, '#00ff00'),
  }));

  const editTask = (overrides: Record<string, unknown> = {}) =>
    imageTask({
      model: KONTEXT_DEV,
      positivePrompt: 'make the sky stormy',
      outputFormat: 'PNG',
      width: 512,
      height: 512,
      seed: 11,
      inputs: { referenceImages: [suite.green] },
      ...overrides,
    });

  async function greennessOf(task: Record<string, unknown>) {
    const image = await generatedPixels(suite.simulator, task);
    return meanChannel(image, 1) - (meanChannel(image, 0) + meanChannel(image, 2)) / 2;
  }

  it('draws after the reference images: the picture leans to their colour', async () => {
    const plain = await greennessOf(editTask({ inputs: undefined }));
    const edited = await greennessOf(editTask());
    expect(edited).toBeGreaterThan(plain + 20);
  });

  it('leaves width and height out as its 2026 params allow: a 1024 × 1024 edit', async () => {
    const image = await generatedPixels(
      suite.simulator,
      editTask({ width: undefined, height: undefined }),
    );
    expect([image.width, image.height]).toEqual([1024, 1024]);
  });

  it('takes two images, inline ones too', async () => {
    const blue = dataUri(await solid(32, 32, '#0000ff'));
    const answer = await post(suite.simulator, [
      editTask({ inputs: { referenceImages: [suite.green, blue] } }),
    ]);
    expect(answer.body.errors).toBeUndefined();
  });

  it.each([
    [{ model: FLUX_DEV }, 'unsupportedArchitectureReferenceImages', 'inputs.referenceImages'],
    [{ model: SDXL }, 'unsupportedArchitectureReferenceImages', 'inputs.referenceImages'],
    [
      { inputs: { referenceImages: ['GREEN', 'GREEN', 'GREEN'] } },
      'invalidReferenceImages',
      'inputs.referenceImages',
    ],
    [{ inputs: { referenceImages: [] } }, 'invalidReferenceImages', 'inputs.referenceImages'],
    [
      { inputs: { referenceImages: ['00000000-0000-4000-8000-000000000000'] } },
      'invalidReferenceImages',
      'inputs.referenceImages[0]',
    ],
    [{ lora: [{ model: FLUX_LORA, weight: 1 }] }, 'unsupportedLoraModel', 'lora[0].model'],
    [{ pulid: { images: ['GREEN'] } }, 'unsupportedArchitecturePulid', 'pulid'],
    // Its contract edits through reference images alone: no seed image, mask or strength.
    [{ seedImage: 'GREEN' }, 'unsupportedArchitectureSeedImage', 'seedImage'],
    [
      { inputs: { referenceImages: ['GREEN'], seedImage: 'GREEN' } },
      'unsupportedArchitectureSeedImage',
      'seedImage',
    ],
    [{ seedImage: 'GREEN', maskImage: 'GREEN' }, 'unsupportedArchitectureSeedImage', 'seedImage'],
    [{ maskImage: 'GREEN' }, 'unsupportedArchitectureMaskImage', 'maskImage'],
    [{ strength: 0.5 }, 'unsupportedArchitectureStrength', 'strength'],
  ])('refuses %j', async (overrides, code, parameter) => {
    const task = withPlaceholder(editTask(overrides), 'GREEN', suite.green);
    await expectRefusal(suite.simulator, task, code, parameter);
  });

  it('refuses acePlusPlus as a parameter no architecture takes', async () => {
    const task = editTask({ acePlusPlus: { type: 'portrait' } });
    await expectRefusal(suite.simulator, task, 'unknownParameter', 'acePlusPlus');
  });
});
