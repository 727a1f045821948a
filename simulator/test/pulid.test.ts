import { expectRefusal, imageTask, post, withPlaceholder } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import {
  dataUri,
  generatedPixels,
  meanChannel,
  solid,
  uploadedSwatch,
} from './support/test-images.js';
import { FLUX_DEV, SDXL } from './support/catalogue-models.js';

describe('imageInference with pulid', () => {
  const suite = simulatorForSuite(async (simulator) => ({
    red: await uploadedSwatch(simulator, '#ff0000'),
  }));

  const identityTask = (overrides: Record<string, unknown> = {}) =>
    imageTask({
      model: FLUX_DEV,
      outputFormat: 'PNG',
      width: 512,
      height: 512,
      seed: 7,
      pulid: { images: [suite.red], idWeight: 2 },
      ...overrides,
    });

  it('tints the picture towards the identity images, more with a higher idWeight', async () => {
    const redOf = async (task: Record<string, unknown>) => {
      const image = await generatedPixels(suite.simulator, task);
      return meanChannel(image, 0) - meanChannel(image, 1);
    };
    const plain = await redOf(identityTask({ pulid: undefined }));
    const light = await redOf(identityTask({ pulid: { images: [suite.red], idWeight: 0.5 } }));
    const strong = await redOf(identityTask());
    expect(light).toBeGreaterThan(plain + 5);
    expect(strong).toBeGreaterThan(light + 5);
  });

  it('takes several identity images and inline ones', async () => {
    const blue = dataUri(await solid(32, 32, '#0000ff'));
    const answer = await post(suite.simulator, [
      identityTask({ pulid: { images: [suite.red, blue] } }),
    ]);
    expect(answer.body.errors).toBeUndefined();
  });

  it.each([
    [{ model: SDXL }, 'unsupportedArchitecturePulid', 'pulid'],
    [{ pulid: { images: [] } }, 'invalidImages', 'pulid.images'],
    [{ pulid: { idWeight: 1 } }, 'missingImages', 'pulid.images'],
    [{ pulid: { images: ['RED'], idWeight: 4 } }, 'invalidIdWeight', 'pulid.idWeight'],
    [{ pulid: { images: ['RED'], weight: 1 } }, 'unknownParameter', 'pulid.weight'],
    [
      { pulid: { images: ['00000000-0000-4000-8000-000000000000'] } },
      'invalidPulidImages',
      'pulid.images[0]',
    ],
  ])('refuses %j', async (overrides, code, parameter) => {
    const task = withPlaceholder(identityTask(overrides), 'RED', suite.red);
    await expectRefusal(suite.simulator, task, code, parameter);
  });
});
