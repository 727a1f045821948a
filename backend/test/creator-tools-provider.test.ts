import { randomUUID } from 'node:crypto';
import { type DataSource } from 'typeorm';
import { RunwareAdapter } from '../src/provider/runware.adapter.js';
import { type ApiClient } from './support/api-client.js';
import { type RecordedAppSession, startAppBehindRecordingProxy } from './support/app-session.js';
import { generateInput, generateTask, pngDataUrl, SDXL } from './support/image-fixtures.js';
import { plantSdxlAddOn } from './support/planted-models.js';
import { type ReceivedTask, type RecordingProxy } from './support/recording-proxy.js';
import { planSimulator } from './support/simulator-plan.js';
import { type SimulatorProcess } from './support/simulator-process.js';
import { type TestApp } from './support/test-app.js';

/** An SDXL embedding of the provider's catalogue (negativeXL). */
const SDXL_EMBEDDING = 'civitai:118418@134583';

const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId creditsCharged images { imageURL imageUUID } }
}`;
const UPSCALE = `mutation($input: UpscaleImageInput!) {
  upscaleImage(input: $input) { generationId creditsCharged images { imageURL } }
}`;

interface GenerateAnswer {
  generateImages: {
    generationId: string;
    creditsCharged: number;
    images: { imageURL: string; imageUUID: string }[];
  };
}

/** The seed image a task sent to the provider names (under `inputs`, the 2026 form). */
const seedImageOf = (task: ReceivedTask): unknown =>
  (task.inputs as { seedImage?: unknown } | undefined)?.seedImage;

/**
 * Creator tools and image to image through the real adapter and the simulator, with a recording
 * proxy between them: the tests see what the provider received, not only what the app answered.
 */
describe('creator tools as the provider receives them', () => {
  let session: RecordedAppSession;
  let simulator: SimulatorProcess;
  let proxy: RecordingProxy;
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;

  beforeAll(async () => {
    session = await startAppBehindRecordingProxy((provider) => ({
      // Result URLs are the simulator's own: saving one copies from there.
      IMAGE_SOURCE_HOSTS: new URL(provider.url).host,
    }));
    ({ simulator, proxy, app, api, db } = session);
  });
  afterEach(async () => {
    await fetch(`${simulator.controlUrl}/plan`, { method: 'DELETE' });
  });
  afterAll(() => session?.close());

  const ledgerKinds = async (userId: string) =>
    (
      (await db.query('SELECT kind FROM credit_ledger WHERE user_id = $1 ORDER BY created_at', [
        userId,
      ])) as { kind: string }[]
    ).map((row) => row.kind);
  const balanceOf = async (userId: string) =>
    Number(
      (await db.query('SELECT credit_balance FROM users WHERE id = $1', [userId]))[0]
        .credit_balance,
    );
  const generationsOf = async (userId: string) =>
    (await db.query(
      `SELECT task_type, status, credits_charged::float AS charged FROM generations
       WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    )) as { task_type: string; status: string; charged: number }[];
  const upload = async (token: string, imageData: string): Promise<string> =>
    (await api.post('/api/upload-image', { imageData }, token).expect(200)).body.imageUUID;
  const generate = (token: string, overrides: Record<string, unknown> = {}) =>
    api.graphql<GenerateAnswer>(GENERATE, { input: generateInput(overrides) }, token);
  /** Generates an image and saves it as a creation; answers the creation's id. */
  const savedCreation = async (token: string): Promise<string> => {
    const made = await generate(token);
    expect(made.errors).toBeUndefined();
    const saved = await api
      .post(
        '/api/save-image',
        {
          imageUrl: made.data!.generateImages.images[0].imageURL,
          prompt: 'a castle',
          model_id: SDXL,
        },
        token,
      )
      .expect(201);
    return saved.body.id as string;
  };

  it('inpaints with a seed and a mask uploaded through the server, charged once', async () => {
    const { token, user } = await api.register();
    const seed = await upload(token, await pngDataUrl(512, 512, '#00aa44'));
    const mask = await upload(token, await pngDataUrl(512, 512, '#000000'));
    const from = proxy.received.length;

    const answer = await generate(token, { seedImage: seed, maskImage: mask, strength: 0.8 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.generateImages.images).toHaveLength(1);
    expect(answer.data!.generateImages.creditsCharged).toBeGreaterThan(0);
    expect(proxy.tasksOf('imageInference', from)).toEqual([
      expect.objectContaining({ inputs: { seedImage: seed, maskImage: mask }, strength: 0.8 }),
    ]);
    expect(await generationsOf(user.id)).toEqual([
      { task_type: 'imageInference', status: 'succeeded', charged: expect.any(Number) },
    ]);
    expect(await ledgerKinds(user.id)).toEqual(['welcome', 'reserve', 'settle']);
    expect(await balanceOf(user.id)).toBeCloseTo(
      50 - answer.data!.generateImages.creditsCharged,
      4,
    );
  });

  it('refuses a mask of another size named by imageUUIDs before holding anything or calling the provider', async () => {
    const { token, user } = await api.register();
    const seed = await upload(token, await pngDataUrl(512, 512));
    const mask = await upload(token, await pngDataUrl(256, 512));
    const creationId = await savedCreation(token);
    const before = { kinds: await ledgerKinds(user.id), rows: await generationsOf(user.id) };
    const from = proxy.received.length;

    const graphql = await generate(token, { seedImage: seed, maskImage: mask });
    expect(graphql.errors?.[0]).toMatchObject({
      message: 'maskImage is 256×512 but seedImage is 512×512: they must be the same size',
      extensions: { code: 'BAD_USER_INPUT', field: 'maskImage' },
    });
    const rest = await api
      .post('/api/generate', [generateTask({ seedImage: seed, maskImage: mask })], token)
      .expect(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'maskImage' });
    // A saved creation as the seed is measured too (a generated 512 × 512 image).
    const fromCreation = await generate(token, {
      seedImage: `creation:${creationId}`,
      maskImage: mask,
    });
    expect(fromCreation.errors?.[0].extensions).toMatchObject({ field: 'maskImage' });

    // An imageUUID that is neither the caller's upload nor result is not theirs to name.
    const unknown = await generate(token, { seedImage: seed, maskImage: randomUUID() });
    expect(unknown.errors?.[0].extensions).toMatchObject({
      code: 'NOT_FOUND',
      field: 'maskImage',
    });

    expect(proxy.received.slice(from)).toEqual([]);
    expect(await generationsOf(user.id)).toEqual(before.rows);
    expect(await ledgerKinds(user.id)).toEqual(before.kinds);
  });

  it('sends embeddings and a LyCORIS LoRA on to the provider', async () => {
    const { token } = await api.register();
    const [lycoris] = (
      await app.app
        .get(RunwareAdapter)
        .searchModels({ category: 'lycoris', architecture: 'sdxl', limit: 1 })
    ).results;
    expect(lycoris?.air).toEqual(expect.any(String));
    await plantSdxlAddOn(db, { name: lycoris.name, air: lycoris.air, category: 'LyCORIS' });
    await plantSdxlAddOn(db, { name: 'negativeXL', air: SDXL_EMBEDDING, category: 'Embedding' });
    const from = proxy.received.length;

    const answer = await generate(token, {
      loras: [{ model: lycoris.air, weight: 0.7 }],
      embeddings: [{ model: SDXL_EMBEDDING, weight: 0.5 }],
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.generateImages.images).toHaveLength(1);
    expect(proxy.tasksOf('imageInference', from)).toEqual([
      expect.objectContaining({
        model: SDXL,
        lora: [{ model: lycoris.air, weight: 0.7 }],
        embeddings: [{ model: SDXL_EMBEDDING, weight: 0.5 }],
      }),
    ]);
  });

  it("sends an IP-Adapter's reference images as guideImages, with how they combine", async () => {
    const { token, user } = await api.register();
    await plantSdxlAddOn(db, {
      name: 'IP Adapter SDXL',
      air: 'runware:55@1',
      category: 'IPAdapter',
    });
    const [first, second] = [await pngDataUrl(64, 64), await pngDataUrl(64, 64, '#cc3333')];
    const from = proxy.received.length;

    const answer = await generate(token, {
      ipAdapters: [
        {
          model: 'runware:55@1',
          weight: 0.6,
          guideImage: first,
          guideImages: [second],
          combineMethod: 'average',
          weightType: 'style_transfer',
        },
      ],
    });
    expect(answer.errors).toBeUndefined();
    expect(proxy.tasksOf('imageInference', from)).toEqual([
      expect.objectContaining({
        ipAdapters: [
          {
            model: 'runware:55@1',
            weight: 0.6,
            guideImages: [first, second],
            combineMethod: 'average',
            weightType: 'style_transfer',
          },
        ],
      }),
    ]);

    // An IP-Adapter without a reference image is refused, naming the field, before any hold.
    const kinds = await ledgerKinds(user.id);
    const refused = await generate(token, { ipAdapters: [{ model: 'runware:55@1', weight: 1 }] });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'An IP-Adapter needs at least one reference image',
      extensions: { field: 'ipAdapters[0].guideImages' },
    });
    expect(await ledgerKinds(user.id)).toEqual(kinds);
    expect(proxy.tasksOf('imageInference', from)).toHaveLength(1);
  });

  it('refunds background removal, a description and a prompt enhancement the provider fails', async () => {
    const { token, user } = await api.register();
    // The caller's upload the provider no longer holds: it refuses the task after the hold is taken.
    const missing = randomUUID();
    await db.query(
      `INSERT INTO uploaded_images (user_id, image_uuid, width, height, expires_at)
       VALUES ($1, $2, 64, 64, now() + interval '1 day')`,
      [user.id, missing],
    );
    const removal = await api.post('/api/remove-background', { image: missing }, token);
    expect(removal.status).toBe(400);
    const description = await api.post('/api/describe-image', { image: missing }, token);
    expect(description.status).toBe(400);
    // The provider accepts the enhancement, then fails it.
    await planSimulator(simulator, [{ answer: 'ok', outcome: 'error' }]);
    const enhanced = await api.post('/api/enhance-prompt', { prompt: 'a cat' }, token);
    expect(enhanced.status).toBeGreaterThanOrEqual(400);
    expect(enhanced.body).toMatchObject({ code: 'timeoutProvider' });

    expect(await generationsOf(user.id)).toEqual([
      { task_type: 'removeBackground', status: 'failed', charged: 0 },
      { task_type: 'caption', status: 'failed', charged: 0 },
      { task_type: 'promptEnhance', status: 'failed', charged: 0 },
    ]);
    expect(await ledgerKinds(user.id)).toEqual([
      'welcome',
      ...['reserve', 'refund'],
      ...['reserve', 'refund'],
      ...['reserve', 'refund'],
    ]);
    expect(await balanceOf(user.id)).toBe(50);
  });

  it('uploads a saved creation used as a source once, and names it by that imageUUID after', async () => {
    const { token, user } = await api.register();
    const creationId = await savedCreation(token);
    const source = `creation:${creationId}`;
    const from = proxy.received.length;

    const first = await generate(token, { seedImage: source, strength: 0.5 });
    expect(first.errors).toBeUndefined();
    const rest = await api
      .post('/api/generate', [generateTask({ seedImage: source, strength: 0.4 })], token)
      .expect(200);
    expect(rest.body.data).toHaveLength(1);
    const upscaled = await api.graphql(
      UPSCALE,
      { input: { image: source, upscaleFactor: 2 } },
      token,
    );
    expect(upscaled.errors).toBeUndefined();

    const uploads = proxy.tasksOf('imageUpload', from);
    expect(uploads).toHaveLength(1);
    const [remembered] = await db.query(
      `SELECT image_uuid, width, height, expires_at - now() > interval '24 days' AS lasting
       FROM uploaded_images WHERE user_id = $1 AND source_creation_id = $2`,
      [user.id, creationId],
    );
    expect(remembered).toMatchObject({ width: 512, height: 512, lasting: true });
    const seeds = proxy.tasksOf('imageInference', from).map(seedImageOf);
    expect(seeds).toEqual([remembered.image_uuid, remembered.image_uuid]);
    expect(proxy.tasksOf('upscale', from)).toEqual([
      expect.objectContaining({ inputs: { image: remembered.image_uuid } }),
    ]);
  });

  it('uploads a creation again once its upload expired or the provider no longer has it', async () => {
    const { token, user } = await api.register();
    const creationId = await savedCreation(token);
    const source = `creation:${creationId}`;
    const remembered = async () =>
      (await db.query(
        'SELECT image_uuid FROM uploaded_images WHERE user_id = $1 AND source_creation_id = $2',
        [user.id, creationId],
      )) as { image_uuid: string }[];
    expect((await generate(token, { seedImage: source, strength: 0.5 })).errors).toBeUndefined();
    expect(await remembered()).toHaveLength(1);

    // Past its expiry: uploaded again, not reused.
    await db.query(
      `UPDATE uploaded_images SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.id],
    );
    let from = proxy.received.length;
    expect((await generate(token, { seedImage: source, strength: 0.5 })).errors).toBeUndefined();
    expect(proxy.tasksOf('imageUpload', from)).toHaveLength(1);
    const [fresh] = await remembered();
    expect(seedImageOf(proxy.tasksOf('imageInference', from)[0]!)).toBe(fresh.image_uuid);

    // The provider has lost it (here: an id it never had): that generation is refused and
    // refunded, and the next one uploads the creation again.
    await db.query(
      'UPDATE uploaded_images SET image_uuid = $2 WHERE user_id = $1 AND source_creation_id = $3',
      [user.id, randomUUID(), creationId],
    );
    const refused = await generate(token, { seedImage: source, strength: 0.5 });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'invalidSeedImage' });
    expect(await remembered()).toEqual([]);
    from = proxy.received.length;
    expect((await generate(token, { seedImage: source, strength: 0.5 })).errors).toBeUndefined();
    expect(proxy.tasksOf('imageUpload', from)).toHaveLength(1);
    expect(await remembered()).toHaveLength(1);

    // A tool naming the creation does the same.
    await db.query(
      'UPDATE uploaded_images SET image_uuid = $2 WHERE user_id = $1 AND source_creation_id = $3',
      [user.id, randomUUID(), creationId],
    );
    await api.post('/api/describe-image', { image: source }, token).expect(400);
    expect(await remembered()).toEqual([]);
    from = proxy.received.length;
    await api.post('/api/describe-image', { image: source }, token).expect(200);
    expect(proxy.tasksOf('imageUpload', from)).toHaveLength(1);
    const [again] = await remembered();
    expect(proxy.tasksOf('caption', from)).toEqual([
      expect.objectContaining({ inputs: { image: again.image_uuid } }),
    ]);

    const rows = (await generationsOf(user.id)).filter((row) => row.task_type === 'imageInference');
    expect(rows.map((row) => row.status)).toEqual([
      'succeeded', // the image saved as the creation
      'succeeded',
      'succeeded',
      'failed',
      'succeeded',
    ]);
    expect(rows[3].charged).toBe(0);
    expect((await ledgerKinds(user.id)).slice(-8, -4)).toEqual([
      'reserve',
      'refund',
      'reserve',
      'settle',
    ]);
  });
});
