import sharp from 'sharp';
import { DEFAULT_MODEL_AIR } from '../src/database/seeds/reference-data.js';
import { sessionForSuite, startAppWithSimulator } from './support/app-session.js';
import { generateInput, SDXL } from './support/image-fixtures.js';
import { readUntil } from './support/read-until.js';

const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId images { imageURL imageUUID } }
}`;
const VARY = `mutation($input: VaryImageInput!, $async: Boolean!) {
  varyImage(input: $input, async: $async) { generationId status images { imageURL imageUUID } }
}`;
const ESTIMATE_VARIATION = `query($input: VaryImageInput!) { estimateVariation(input: $input) { credits hold } }`;
const ESTIMATE = `query($input: GenerateImagesInput!) { estimateGeneration(input: $input) { credits hold } }`;
const GENERATION = `query($id: ID!) { generation(id: $id) { status parameters images { imageURL } } }`;
const SAVE = `mutation($input: SaveCreationInput!) { saveCreation(input: $input) { id } }`;

interface Image {
  imageURL: string;
  imageUUID: string;
}
interface Varied {
  generationId: string;
  status: string;
  images: Image[];
}

/** The mean difference per channel (0 to 255) of two images, compared at 64 × 64. */
async function difference(a: string, b: string): Promise<number> {
  const pixels = async (url: string) =>
    sharp(Buffer.from(await (await fetch(url)).arrayBuffer()))
      .resize(64, 64, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer();
  const [left, right] = await Promise.all([pixels(a), pixels(b)]);
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += Math.abs(left[index] - right[index]);
  return sum / left.length;
}

describe('vary an image (subtle or strong)', () => {
  const suite = sessionForSuite(() => startAppWithSimulator({ RUNWARE_RETRY_BASE_MS: '10' }), {
    timeout: 60_000,
  });

  const generate = async (token: string, overrides: Record<string, unknown> = {}) => {
    const answer = await suite.api.graphql<{
      generateImages: { generationId: string; images: Image[] };
    }>(
      GENERATE,
      { input: generateInput({ prompt: 'a red lighthouse at dusk', ...overrides }) },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.generateImages;
  };
  const vary = (token: string, input: Record<string, unknown>, queued = false) =>
    suite.api.graphql<{ varyImage: Varied }>(VARY, { input, async: queued }, token);
  const parametersOf = async (token: string, id: string) =>
    (
      await suite.api.graphql<{ generation: { parameters: Record<string, unknown> } }>(
        GENERATION,
        { id },
        token,
      )
    ).data!.generation.parameters;
  /** Saves a result to the gallery (its bytes copied to storage); answers the creation id. */
  const save = async (token: string, image: Image, generationId: string) => {
    const saved = await suite.api.graphql<{ saveCreation: { id: string } }>(
      SAVE,
      {
        input: {
          folderName: 'Lighthouses',
          imageUrl: image.imageURL,
          prompt: 'a red lighthouse at dusk',
          modelId: SDXL,
          width: 512,
          height: 512,
          format: 'png',
          parameters: { steps: 24 },
          generationId,
        },
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    return saved.data!.saveCreation.id;
  };
  const balance = async (token: string) =>
    (await suite.api.get('/api/auth/me', token).expect(200)).body.creditBalance as number;

  it('keeps the source’s settings with a new seed, and takes the strengths of SDXL', async () => {
    const { token } = await suite.api.register();
    const source = await generate(token, { steps: 24, cfgScale: 6.5, seed: 1234 });
    const image = source.images[0];
    const subtle = await vary(token, { imageUUID: image.imageUUID, strength: 'SUBTLE' });
    expect(subtle.errors).toBeUndefined();
    const strong = await vary(token, { imageUUID: image.imageUUID, strength: 'STRONG' });
    expect(strong.errors).toBeUndefined();
    const subtleSent = await parametersOf(token, subtle.data!.varyImage.generationId);
    const strongSent = await parametersOf(token, strong.data!.varyImage.generationId);
    expect(subtleSent).toMatchObject({
      prompt: 'a red lighthouse at dusk',
      model: SDXL,
      width: 512,
      height: 512,
      steps: 24,
      cfgScale: 6.5,
      imageCount: 1,
      seedImage: image.imageUUID,
      strength: 0.35,
    });
    expect(subtleSent.seed).not.toBe(1234);
    expect(strongSent).toMatchObject({ seedImage: image.imageUUID, strength: 0.65 });
  }, 30_000);

  it('keeps the source’s refinements, so the variation comes out at the source’s size', async () => {
    const { token } = await suite.api.register();
    const faceRefinement = { steps: 25, strength: 0.3, confidence: 0.6 };
    const hiresFix = { upscaler: 'runware:esrgan@ultrasharp', steps: 10, strength: 0.5 };
    const source = await generate(token, { faceRefinement, hiresFix });
    const varied = await vary(token, { imageUUID: source.images[0].imageUUID, strength: 'SUBTLE' });
    expect(varied.errors).toBeUndefined();
    const sent = await parametersOf(token, varied.data!.varyImage.generationId);
    expect(sent).toMatchObject({ faceRefinement, hiresFix, width: 512, height: 512 });
    // 512 px asked for, twice that after the hires pass: as the source came out.
    const [picture] = (
      await readUntil(
        () =>
          suite.api.graphql<{ generation: { status: string; images: { imageURL: string }[] } }>(
            GENERATION,
            { id: varied.data!.varyImage.generationId },
            token,
          ),
        (answer) => answer.data?.generation.status === 'succeeded',
      )
    ).data!.generation.images;
    const size = await sharp(
      Buffer.from(await (await fetch(picture.imageURL)).arrayBuffer()),
    ).metadata();
    expect([size.width, size.height]).toEqual([1024, 1024]);
  }, 30_000);

  it('takes the strengths FLUX calls for', async () => {
    const { token } = await suite.api.register();
    const source = await generate(token, {
      model: DEFAULT_MODEL_AIR,
      width: 1024,
      height: 1024,
      steps: 20,
    });
    const strengths = [];
    for (const strength of ['SUBTLE', 'STRONG']) {
      const varied = await vary(token, { imageUUID: source.images[0].imageUUID, strength });
      expect(varied.errors).toBeUndefined();
      strengths.push((await parametersOf(token, varied.data!.varyImage.generationId)).strength);
    }
    expect(strengths).toEqual([0.4, 0.75]);
  }, 30_000);

  it('makes a subtle variation resemble its source more than a strong one does', async () => {
    const { token } = await suite.api.register();
    const source = (await generate(token)).images[0];
    /**
     * How far a variation moved from its source, as a share of how far the picture its prompt and
     * seed paint alone lies from it: image to image lays that picture over the source with the
     * variation's strength, so the share is that strength, whatever the seed drew. A comparison
     * with another picture instead would depend on the seeds the server draws.
     */
    const movedShare = async (strength: string) => {
      const varied = await vary(token, { imageUUID: source.imageUUID, strength });
      expect(varied.errors).toBeUndefined();
      const { generationId, images } = varied.data!.varyImage;
      const { seed } = await parametersOf(token, generationId);
      const paintedAlone = (await generate(token, { seed })).images[0];
      return (
        (await difference(source.imageURL, images[0].imageURL)) /
        (await difference(source.imageURL, paintedAlone.imageURL))
      );
    };
    const subtle = await movedShare('SUBTLE');
    const strong = await movedShare('STRONG');
    expect(subtle).toBeLessThan(strong);
    // Still the source underneath: closer to it than the picture painted without it.
    expect(strong).toBeLessThan(1);
  }, 30_000);

  it('queues through the generation queue with one hold, priced as its estimate says', async () => {
    const { token } = await suite.api.register();
    const image = (await generate(token)).images[0];
    const input = { imageUUID: image.imageUUID, strength: 'STRONG' };
    const estimate = await suite.api.graphql<{
      estimateVariation: { credits: number; hold: number };
    }>(ESTIMATE_VARIATION, { input }, token);
    expect(estimate.errors).toBeUndefined();
    const plain = await suite.api.graphql<{ estimateGeneration: { credits: number } }>(
      ESTIMATE,
      { input: generateInput({ seedImage: image.imageUUID, strength: 0.65 }) },
      token,
    );
    expect(estimate.data!.estimateVariation.credits).toBeGreaterThan(0);
    expect(estimate.data!.estimateVariation.credits).toBe(plain.data!.estimateGeneration.credits);

    const before = await balance(token);
    const queued = await vary(token, input, true);
    expect(queued.errors).toBeUndefined();
    expect(queued.data!.varyImage).toMatchObject({ status: 'pending', images: [] });
    const id = queued.data!.varyImage.generationId;
    const done = await readUntil(
      async () =>
        (
          await suite.api.graphql<{ generation: { status: string; images: unknown[] } }>(
            GENERATION,
            { id },
            token,
          )
        ).data!.generation,
      (generation) => !['pending', 'running'].includes(generation.status),
      { withinMs: 20_000 },
    );
    expect(done).toMatchObject({ status: 'succeeded' });
    expect(done.images).toHaveLength(1);
    const ledger: { kind: string }[] = await suite.db.query(
      'SELECT kind FROM credit_ledger WHERE generation_id = $1 ORDER BY created_at',
      [id],
    );
    expect(ledger.map((row) => row.kind)).toEqual(['reserve', 'settle']);
    expect(await balance(token)).toBeLessThan(before);
  }, 40_000);

  it('varies over REST too (POST /api/generations/vary), queued with ?async=true', async () => {
    const { token } = await suite.api.register();
    const image = (await generate(token)).images[0];
    const started = await suite.api
      .post(
        '/api/generations/vary?async=true',
        { imageUUID: image.imageUUID, strength: 'SUBTLE' },
        token,
      )
      .expect(202);
    expect(started.body).toEqual({ generationId: expect.any(String), status: 'pending' });
    await suite.api
      .post('/api/generations/vary', { imageUUID: image.imageUUID, strength: 'GENTLE' }, token)
      .expect(400);
  }, 30_000);

  it('varies a saved image from its stored file, and a saved result likewise', async () => {
    const { token } = await suite.api.register();
    const source = await generate(token, { steps: 24 });
    const creationId = await save(token, source.images[0], source.generationId);
    for (const input of [
      { creationId, strength: 'SUBTLE' },
      { imageUUID: source.images[0].imageUUID, strength: 'SUBTLE' },
    ]) {
      const varied = await vary(token, input);
      expect(varied.errors).toBeUndefined();
      expect(await parametersOf(token, varied.data!.varyImage.generationId)).toMatchObject({
        seedImage: `creation:${creationId}`,
        steps: 24,
        strength: 0.35,
      });
    }
  }, 30_000);

  it('refuses another user’s image as not found, holding nothing', async () => {
    const owner = await suite.api.register();
    const other = await suite.api.register();
    const source = await generate(owner.token);
    const image = source.images[0];
    const before = await balance(other.token);
    const refused = await vary(other.token, { imageUUID: image.imageUUID, strength: 'SUBTLE' });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(refused.errors?.[0].message).toContain('imageUUID');
    const creationId = await save(owner.token, image, source.generationId);
    const byCreation = await vary(other.token, { creationId, strength: 'STRONG' });
    expect(byCreation.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(byCreation.errors?.[0].message).toContain('creationId');
    expect(await balance(other.token)).toBe(before);
    const [{ n }] = await suite.db.query(
      'SELECT count(*)::int AS n FROM generations WHERE user_id = $1',
      [other.user.id],
    );
    expect(n).toBe(0);
  }, 30_000);

  it('refuses an image whose model has left the catalogue with a 400', async () => {
    const { token } = await suite.api.register();
    const source = await generate(token);
    await suite.db.query(
      `UPDATE generations SET parameters = jsonb_set(parameters, '{model}', '"civitai:999999@999999"') WHERE id = $1`,
      [source.generationId],
    );
    const refused = await suite.api
      .post(
        '/api/generations/vary',
        { imageUUID: source.images[0].imageUUID, strength: 'SUBTLE' },
        token,
      )
      .expect(400);
    expect(refused.body.code ?? refused.body.error?.code ?? JSON.stringify(refused.body)).toContain(
      'invalidModel',
    );
  }, 30_000);
});
