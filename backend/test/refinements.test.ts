import sharp from 'sharp';
import {
  memberWithCredits,
  sessionForSuite,
  startAppWithSimulator,
} from './support/app-session.js';
import { ledgerRowCount } from './support/credit-ledger.js';
import { generateInput, generateTask, SDXL } from './support/image-fixtures.js';

const FLUX_DEV = 'runware:101@1';
const HIDREAM_FAST = 'runware:97@3';

const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId creditsCharged images { imageURL } }
}`;
const ESTIMATE = `query($input: GenerateImagesInput!) { estimateGeneration(input: $input) { credits } }`;
const GENERATION = `query($id: ID!) { generation(id: $id) { parameters } }`;

interface Generated {
  generationId: string;
  creditsCharged: number;
  images: { imageURL: string }[];
}

async function metadataOf(url: string) {
  return sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata();
}

/**
 * Hires fix, face refinement and a transparent background in the same pass: sent where the
 * model's architecture takes them, priced before Generate as they settle, refused before any hold
 * elsewhere.
 */
describe('refinements in the same pass', () => {
  let token: string;
  let userId: string;
  const suite = sessionForSuite(() => startAppWithSimulator(), {
    prepare: async (session) => {
      ({ token, userId } = await memberWithCredits(session));
    },
    timeout: 60_000,
  });

  const estimate = async (input: Record<string, unknown>) => {
    const answer = await suite.api.graphql<{ estimateGeneration: { credits: number } }>(
      ESTIMATE,
      { input },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.estimateGeneration.credits;
  };
  const generate = async (input: Record<string, unknown>) => {
    const answer = await suite.api.graphql<{ generateImages: Generated }>(
      GENERATE,
      { input },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.generateImages;
  };
  it('hires fix and face refinement on SDXL: twice the size, priced as they settle', async () => {
    const input = generateInput({
      hiresFix: { upscaler: 'runware:esrgan@animesharp', steps: 10, strength: 0.45 },
      faceRefinement: { steps: 20, strength: 0.4 },
    });
    const plain = await generate(generateInput());
    const credits = await estimate(input);
    const refined = await generate(input);

    const image = await metadataOf(refined.images[0].imageURL);
    expect([image.width, image.height]).toEqual([1024, 1024]);
    expect(refined.creditsCharged).toBeGreaterThan(plain.creditsCharged * 2.5);
    expect(Math.abs(credits - refined.creditsCharged)).toBeLessThanOrEqual(
      Math.max(0.1 * refined.creditsCharged, 0.0001),
    );
    // What was asked is kept with the generation, for its details.
    const details = await suite.api.graphql<{
      generation: { parameters: Record<string, unknown> };
    }>(GENERATION, { id: refined.generationId }, token);
    expect(details.data!.generation.parameters).toMatchObject({
      hiresFix: { upscaler: 'runware:esrgan@animesharp', steps: 10, strength: 0.45 },
      faceRefinement: { steps: 20, strength: 0.4 },
    });
  });

  it('takes the defaults of a hires fix asked for with no settings', async () => {
    const refined = await generate(generateInput({ hiresFix: {} }));
    const image = await metadataOf(refined.images[0].imageURL);
    expect(image.width).toBe(1024);
  });

  it('a transparent background on FLUX.1 dev comes as a PNG with alpha', async () => {
    const { images } = await generate(
      generateInput({ model: FLUX_DEV, transparentBackground: true, format: 'png' }),
    );
    const image = await metadataOf(images[0].imageURL);
    expect(image.format).toBe('png');
    expect(image.hasAlpha).toBe(true);
  });

  it('over REST too', async () => {
    const response = await suite.api.post(
      '/api/generate',
      [generateTask({ hiresFix: { steps: 8 }, outputFormat: 'PNG' })],
      token,
    );
    expect(response.status).toBe(200);
    const image = await metadataOf(response.body.data[0].imageURL);
    expect(image.width).toBe(1024);
  });

  it.each([
    ['hires fix on HiDream', { model: HIDREAM_FAST, hiresFix: {} }, 'hiresFix'],
    ['face refinement on HiDream', { model: HIDREAM_FAST, faceRefinement: {} }, 'faceRefinement'],
    [
      'a transparent background on SDXL',
      { model: SDXL, transparentBackground: true },
      'transparentBackground',
    ],
    [
      'a transparent background as JPEG',
      { model: FLUX_DEV, transparentBackground: true, format: 'jpeg' },
      'format',
    ],
    ['hires fix of 0 steps', { hiresFix: { steps: 0 } }, 'hiresFix.steps'],
    [
      'face refinement stronger than 1',
      { faceRefinement: { strength: 1.5 } },
      'faceRefinement.strength',
    ],
    ['an unknown upscaler', { hiresFix: { upscaler: 'runware:503@1' } }, 'hiresFix.upscaler'],
  ])('refuses %s before any credit is held, naming the field', async (_, overrides, field) => {
    const rows = () => ledgerRowCount(suite.db, userId);
    const before = await rows();
    const answer = await suite.api.graphql(GENERATE, { input: generateInput(overrides) }, token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field: expect.stringContaining(field) });
    expect(await rows()).toBe(before);
  });
});
