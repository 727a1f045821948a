import sharp from 'sharp';
import { CreditsService } from '../src/credits/credits.service.js';
import { sessionForSuite, startAppWithSimulator } from './support/app-session.js';
import {
  generateInput,
  generateTask,
  pngDataUrl,
  SDXL,
  solidPng,
  uploadPng,
} from './support/image-fixtures.js';

/** Standard members pay 0.8 credit per cent of the provider's cost. */
const STANDARD_CREDITS_PER_USD = 100 * 0.8;

const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId images { imageURL imageUUID } }
}`;
const UPLOAD = `mutation($input: UploadImageInput!) { uploadImage(input: $input) { imageUUID imageURL } }`;
const UPSCALE = `mutation($input: UpscaleImageInput!) {
  upscaleImage(input: $input) { generationId totalCost creditsCharged creditBalance images { imageURL imageUUID cost } }
}`;
const REMOVE_BACKGROUND = `mutation($input: ImageToolInput!) {
  removeBackground(input: $input) { generationId creditsCharged images { imageURL } }
}`;
const ENHANCE = `mutation($input: EnhancePromptInput!) {
  enhancePrompt(input: $input) { generationId prompts creditsCharged creditBalance }
}`;
const DESCRIBE = `mutation($input: ImageToolInput!) {
  describeImage(input: $input) { generationId text creditsCharged }
}`;

/** A PNG of random pixels: it hardly compresses, so it is as heavy as a photo of its size. */
function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.from(
    Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256)),
  );
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function imageAt(url: string) {
  const response = await fetch(url);
  expect(response.ok).toBe(true);
  return sharp(Buffer.from(await response.arrayBuffer()));
}

describe('creator tools through the real adapter and the simulator', () => {
  const suite = sessionForSuite(() =>
    startAppWithSimulator({
      RUNWARE_RETRY_BASE_MS: '10',
      // Small caps, so the refusals below are cheap to reach.
      SAVE_IMAGE_MAX_BYTES: String(2 * 1024 * 1024),
      SAVE_IMAGE_MAX_PIXELS: String(2000 * 2000),
    }),
  );

  const money = async (userId: string) => {
    const rows: { kind: string; amount: string }[] = await suite.db.query(
      'SELECT kind, amount FROM credit_ledger WHERE user_id = $1 ORDER BY created_at, kind',
      [userId],
    );
    const balance = await suite.app.app.get(CreditsService).balance(userId);
    const sum = rows.reduce((total, row) => total + Number(row.amount), 0);
    return { kinds: rows.map((row) => row.kind), balance, sum };
  };
  const generationsOf = async (userId: string) =>
    suite.db.query(
      `SELECT task_type, status, model_air, parameters, texts, credits_charged::float AS charged,
              provider_cost_usd::float AS cost
       FROM generations WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    ) as Promise<Record<string, unknown>[]>;

  async function generated(token: string, width = 512, height = 512) {
    const answer = await suite.api.graphql<{
      generateImages: { images: { imageURL: string; imageUUID: string }[] };
    }>(
      GENERATE,
      { input: generateInput({ prompt: 'a red fox in a snowy forest', width, height }) },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.generateImages.images[0];
  }

  /** Saves an image as a creation over REST, as a client keeps a result; answers its id. */
  async function saveCreation(token: string, imageUrl: string, prompt: string): Promise<string> {
    const saved = await suite.api
      .post('/api/save-image', { imageUrl, prompt, model_id: SDXL }, token)
      .expect(201);
    return saved.body.id as string;
  }

  it('uploads an image once, over GraphQL and REST, and refuses what is not an image', async () => {
    const { token, user } = await suite.api.register();
    const dataUrl = await pngDataUrl(64, 48);
    const answer = await suite.api.graphql<{
      uploadImage: { imageUUID: string; imageURL: string };
    }>(UPLOAD, { input: { imageData: dataUrl } }, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.uploadImage.imageUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect((await (await imageAt(answer.data!.uploadImage.imageURL)).metadata()).width).toBe(64);

    const rest = await suite.api
      .post('/api/upload-image', { imageData: dataUrl }, token)
      .expect(200);
    expect(rest.body.imageUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(rest.body).sort()).toEqual(['imageURL', 'imageUUID']);
    // A real photo-sized body, well over the 100 KB of the routes without images.
    const photo = await noisePng(320, 320);
    expect(photo.length).toBeGreaterThan(200 * 1024);
    const large = await uploadPng(suite.api, token, photo).expect(200);
    expect((await (await imageAt(large.body.imageURL)).metadata()).width).toBe(320);

    const notAnImage = `data:image/png;base64,${Buffer.from('hello, not a picture').toString('base64')}`;
    const refused = await suite.api
      .post('/api/upload-image', { imageData: notAnImage }, token)
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'imageData' });
    // A PNG cut short: its header is fine, its pixels are not.
    const whole = Buffer.from(dataUrl.split(',')[1], 'base64');
    const truncated = `data:image/png;base64,${whole.subarray(0, whole.length - 40).toString('base64')}`;
    const damaged = await suite.api
      .post('/api/upload-image', { imageData: truncated }, token)
      .expect(400);
    expect(damaged.body).toMatchObject({ field: 'imageData' });
    await suite.api.post('/api/upload-image', {}, token).expect(400);
    // Too many pixels (a decompression bomb in small bytes), and too many bytes.
    const huge = await solidPng(2100, 2100);
    const bomb = await uploadPng(suite.api, token, huge).expect(400);
    expect(bomb.body).toMatchObject({
      field: 'imageData',
      message: expect.stringMatching(/million pixels/),
    });
    const noise = await noisePng(1000, 1000);
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    // Refused as it arrives: the body is larger than any image this server takes.
    const heavy = await uploadPng(suite.api, token, noise).expect(413);
    expect(heavy.body).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      field: 'imageData',
      message: expect.stringMatching(
        /^The request body is larger than \d+ KB: imageData is too large$/,
      ),
    });
    // Uploading is free: nothing charged, nothing in the history.
    expect(await generationsOf(user.id)).toEqual([]);
    expect((await money(user.id)).kinds).toEqual(['welcome']);
  });

  it('upscales an image by its imageUUID, charging the reported cost times the tier multiplier', async () => {
    const { token, user } = await suite.api.register();
    const source = await generated(token, 512, 384);
    const before = await money(user.id);
    const answer = await suite.api.graphql<{
      upscaleImage: {
        generationId: string;
        totalCost: number;
        creditsCharged: number;
        creditBalance: number;
        images: { imageURL: string; imageUUID: string; cost: number }[];
      };
    }>(UPSCALE, { input: { image: source.imageUUID, upscaleFactor: 4 } }, token);
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.upscaleImage;
    const metadata = await (await imageAt(result.images[0].imageURL)).metadata();
    expect([metadata.width, metadata.height]).toEqual([2048, 1536]);
    expect(result.totalCost).toBeGreaterThan(0);
    expect(result.creditsCharged).toBeCloseTo(result.totalCost * STANDARD_CREDITS_PER_USD, 3);
    const after = await money(user.id);
    expect(after.balance).toBeCloseTo(before.balance - result.creditsCharged, 4);
    expect(after.kinds.slice(before.kinds.length)).toEqual(['reserve', 'settle']);
    expect(after.sum).toBeCloseTo(after.balance, 4);
    // A tool's output is an input for the next one, by its imageUUID.
    const chained = await suite.api.graphql<{
      removeBackground: { creditsCharged: number; images: { imageURL: string }[] };
    }>(REMOVE_BACKGROUND, { input: { image: result.images[0].imageUUID } }, token);
    expect(chained.errors).toBeUndefined();
    const cutOut = await (
      await imageAt(chained.data!.removeBackground.images[0].imageURL)
    ).metadata();
    expect([cutOut.width, cutOut.height, cutOut.hasAlpha]).toEqual([2048, 1536, true]);

    const rows = await generationsOf(user.id);
    expect(rows.at(-2)).toMatchObject({
      task_type: 'upscale',
      status: 'succeeded',
      parameters: { image: source.imageUUID, upscaleFactor: 4 },
    });
  });

  it('upscales and removes the background of a saved creation over REST, like generate answers', async () => {
    const { token, user } = await suite.api.register();
    const source = await generated(token);
    const creationId = await saveCreation(token, source.imageURL, 'a red fox in a snowy forest');

    const upscaled = await suite.api
      .post('/api/upscale', { image: `creation:${creationId}`, upscaleFactor: 2 }, token)
      .expect(200);
    expect(upscaled.body.data).toEqual([
      expect.objectContaining({
        taskType: 'upscale',
        imageURL: expect.any(String),
        cost: expect.any(Number),
      }),
    ]);
    expect((await (await imageAt(upscaled.body.data[0].imageURL)).metadata()).width).toBe(1024);

    const cutOut = await suite.api
      .post('/api/remove-background', { image: `creation:${creationId}` }, token)
      .expect(200);
    expect(cutOut.body.data[0].taskType).toBe('removeBackground');
    const png = await imageAt(cutOut.body.data[0].imageURL);
    const metadata = await png.metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.hasAlpha).toBe(true);
    const { data, info } = await png.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(0, 0)).toBe(0);

    // The upscaled result, saved, keeps a link to the creation it was made from.
    const kept = await suite.api
      .post(
        '/api/save-image',
        {
          imageUrl: upscaled.body.data[0].imageURL,
          prompt: 'a red fox in a snowy forest, upscaled',
          model_id: SDXL,
          generation_id: upscaled.body.generationId,
        },
        token,
      )
      .expect(201);
    const [link] = await suite.db.query('SELECT source_creation_id FROM creations WHERE id = $1', [
      kept.body.id,
    ]);
    expect(link.source_creation_id).toBe(creationId);
    await suite.api.delete(`/api/creations/${creationId}`, token).expect(200);
    const [cleared] = await suite.db.query(
      'SELECT source_creation_id FROM creations WHERE id = $1',
      [kept.body.id],
    );
    expect(cleared.source_creation_id).toBeNull();

    const rows = await generationsOf(user.id);
    expect(rows.map((row) => row.task_type)).toEqual([
      'imageInference',
      'upscale',
      'removeBackground',
    ]);
    expect(rows[1].parameters).toMatchObject({
      image: `creation:${creationId}`,
      sourceCreationId: creationId,
    });
  });

  it('enhances a prompt into a few versions and describes an image, each charged and recorded', async () => {
    const { token, user } = await suite.api.register();
    const enhanced = await suite.api.graphql<{
      enhancePrompt: { generationId: string; prompts: string[]; creditsCharged: number };
    }>(ENHANCE, { input: { prompt: 'a lighthouse at dusk' } }, token);
    expect(enhanced.errors).toBeUndefined();
    const { prompts } = enhanced.data!.enhancePrompt;
    expect(prompts).toHaveLength(3);
    expect(new Set(prompts).size).toBe(3);
    for (const prompt of prompts) expect(prompt.toLowerCase()).toContain('lighthouse');
    expect(enhanced.data!.enhancePrompt.creditsCharged).toBeGreaterThan(0);

    const rest = await suite.api
      .post('/api/enhance-prompt', { prompt: 'a cat', versions: 2 }, token)
      .expect(200);
    expect(rest.body.prompts).toHaveLength(2);
    expect(Object.keys(rest.body).sort()).toEqual([
      'creditBalance',
      'creditsCharged',
      'generationId',
      'prompts',
    ]);

    const source = await generated(token);
    const described = await suite.api.graphql<{ describeImage: { text: string } }>(
      DESCRIBE,
      { input: { image: source.imageURL } },
      token,
    );
    expect(described.errors).toBeUndefined();
    expect(described.data!.describeImage.text.toLowerCase()).toContain('fox');
    const restText = await suite.api
      .post('/api/describe-image', { image: source.imageUUID }, token)
      .expect(200);
    expect(restText.body.text).toEqual(expect.any(String));
    expect(Object.keys(restText.body).sort()).toEqual([
      'creditBalance',
      'creditsCharged',
      'generationId',
      'text',
    ]);

    const rows = await generationsOf(user.id);
    expect(rows.map((row) => row.task_type)).toEqual([
      'promptEnhance',
      'promptEnhance',
      'imageInference',
      'caption',
      'caption',
    ]);
    expect(rows[0].texts).toEqual(prompts);
    const after = await money(user.id);
    expect(after.sum).toBeCloseTo(after.balance, 4);
  });

  it('refuses bad input naming the field, with nothing stored and nothing charged', async () => {
    const { token, user } = await suite.api.register();
    const other = await suite.api.register();
    const source = await generated(other.token);
    const othersCreationId = await saveCreation(other.token, source.imageURL, 'x');
    const before = await money(user.id);

    const refusals: [string, object, number, string | undefined][] = [
      ['/api/upscale', { image: source.imageUUID, upscaleFactor: 5 }, 400, 'upscaleFactor'],
      // The provider has no ×3: refused before anything is held.
      ['/api/upscale', { image: source.imageUUID, upscaleFactor: 3 }, 400, 'upscaleFactor'],
      ['/api/upscale', { image: source.imageUUID, upscaleFactor: 1.5 }, 400, 'upscaleFactor'],
      ['/api/upscale', { image: 'not an image reference', upscaleFactor: 2 }, 400, 'image'],
      ['/api/upscale', { image: 'https://example.com/cat.png', upscaleFactor: 2 }, 400, 'image'],
      ['/api/remove-background', { image: `creation:${othersCreationId}` }, 404, 'image'],
      ['/api/describe-image', { image: `creation:${othersCreationId}` }, 404, 'image'],
      ['/api/remove-background', {}, 400, 'image'],
      ['/api/enhance-prompt', { prompt: '' }, 400, 'prompt'],
      ['/api/enhance-prompt', { prompt: 'x'.repeat(301) }, 400, 'prompt'],
      ['/api/enhance-prompt', { prompt: 'a cat', versions: 6 }, 400, 'versions'],
      ['/api/describe-image', { image: 'data:image/png;base64,AAAA' }, 400, 'image'],
    ];
    for (const [path, body, status, field] of refusals) {
      const response = await suite.api.post(path, body, token);
      expect({ path, body, status: response.status }).toEqual({ path, body, status });
      if (field) expect(response.body.field).toBe(field);
      expect(response.body.message).toEqual(expect.any(String));
      if (status === 404)
        expect(response.body).toEqual({
          code: 'NOT_FOUND',
          field,
          message: `${field}: Creation not found`,
        });
    }
    const gql = await suite.api.graphql(
      UPSCALE,
      { input: { image: source.imageUUID, upscaleFactor: 9 } },
      token,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await generationsOf(user.id)).toEqual([]);
    expect(await money(user.id)).toEqual(before);
  });

  it('generates from a seed image (an upload or a saved creation) that the result follows', async () => {
    const { token } = await suite.api.register();
    const seed = await pngDataUrl(512, 512, '#00aa44');
    const uploaded = await suite.api
      .post('/api/upload-image', { imageData: seed }, token)
      .expect(200);
    const seedPixels = await sharp(Buffer.from(seed.split(',')[1], 'base64'))
      .removeAlpha()
      .raw()
      .toBuffer();
    const distanceAt = async (strength: number, seedImage: string) => {
      const answer = await suite.api.graphql<{
        generateImages: { images: { imageURL: string }[] };
      }>(
        GENERATE,
        { input: generateInput({ prompt: 'a castle', seed: 7, seedImage, strength }) },
        token,
      );
      expect(answer.errors).toBeUndefined();
      const output = await (
        await imageAt(answer.data!.generateImages.images[0].imageURL)
      )
        .removeAlpha()
        .raw()
        .toBuffer();
      let total = 0;
      for (let index = 0; index < output.length; index += 1)
        total += Math.abs(output[index] - seedPixels[index]);
      return total / output.length;
    };
    const close = await distanceAt(0.1, uploaded.body.imageUUID);
    const far = await distanceAt(0.9, uploaded.body.imageUUID);
    expect(close).toBeLessThan(far);

    const source = await generated(token);
    const creationId = await saveCreation(token, source.imageURL, 'a fox');
    const task = generateTask({
      positivePrompt: 'a fox at night',
      seedImage: `creation:${creationId}`,
      strength: 0.5,
    });
    const fromCreation = await suite.api.post('/api/generate', [task], token).expect(200);
    expect(fromCreation.body.data).toHaveLength(1);
    const [row] = await suite.db.query('SELECT parameters FROM generations WHERE id = $1', [
      fromCreation.body.generationId,
    ]);
    expect(row.parameters).toMatchObject({ seedImage: `creation:${creationId}`, strength: 0.5 });
  });

  it('refuses a mask without a seed image, a mask of another size, and a strength out of range', async () => {
    const { token, user } = await suite.api.register();
    const seed = await pngDataUrl(64, 64);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ maskImage: seed }, 'seedImage', /seedImage/],
      [{ seedImage: seed, maskImage: await pngDataUrl(32, 64) }, 'maskImage', /32×64.*64×64/],
      [{ seedImage: seed, strength: 1.5 }, 'strength', /strength/],
      [{ strength: 0.5 }, 'strength', /seedImage/],
    ];
    for (const [extra, field, message] of cases) {
      const response = await suite.api
        .post('/api/generate', [generateTask(extra)], token)
        .expect(400);
      expect(response.body).toMatchObject({ field, message: expect.stringMatching(message) });
    }
    expect(await generationsOf(user.id)).toEqual([]);
  });

  it("refuses another user's creation as seedImage or maskImage as not found, naming the field, charging nothing", async () => {
    const { token, user } = await suite.api.register();
    const other = await suite.api.register();
    const othersCreationId = await saveCreation(
      other.token,
      (await generated(other.token)).imageURL,
      'x',
    );
    const ownCreationId = await saveCreation(token, (await generated(token)).imageURL, 'y');
    const before = { rows: await generationsOf(user.id), money: await money(user.id) };
    const foreign = `creation:${othersCreationId}`;
    const own = `creation:${ownCreationId}`;

    for (const [extra, field] of [
      [{ seedImage: foreign }, 'seedImage'],
      [{ seedImage: foreign, maskImage: own }, 'seedImage'],
      [{ seedImage: own, maskImage: foreign }, 'maskImage'],
    ] as const) {
      const graphql = await suite.api.graphql(
        GENERATE,
        { input: generateInput({ prompt: 'a fox at night', strength: 0.5, ...extra }) },
        token,
      );
      expect(graphql.errors?.[0]).toMatchObject({
        message: `${field}: Creation not found`,
        extensions: { code: 'NOT_FOUND', status: 404, field },
      });
      const task = generateTask({ positivePrompt: 'a fox at night', strength: 0.5, ...extra });
      const rest = await suite.api.post('/api/generate', [task], token).expect(404);
      expect(rest.body).toEqual({
        code: 'NOT_FOUND',
        field,
        message: `${field}: Creation not found`,
      });
    }
    expect(await generationsOf(user.id)).toEqual(before.rows);
    expect(await money(user.id)).toEqual(before.money);
  });

  it('refuses a tool up front when the balance cannot cover its hold', async () => {
    const { token, user } = await suite.api.register();
    const { imageUUID } = (await uploadPng(suite.api, token, await solidPng(64, 64)).expect(200))
      .body;
    await suite.db.query('UPDATE users SET credit_balance = 0.01 WHERE id = $1', [user.id]);
    const response = await suite.api
      .post('/api/upscale', { image: imageUUID, upscaleFactor: 4 }, token)
      .expect(402);
    expect(response.body.message).toEqual(expect.any(String));
    expect(await generationsOf(user.id)).toEqual([]);
  });

  it('refunds the whole hold when the provider refuses the task', async () => {
    const { token, user } = await suite.api.register();
    const before = await money(user.id);
    // The caller's upload the provider no longer holds: it refuses the task after the hold is taken.
    const gone = '6f1c2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
    await suite.db.query(
      `INSERT INTO uploaded_images (user_id, image_uuid, width, height, expires_at)
       VALUES ($1, $2, 64, 64, now() + interval '1 day')`,
      [user.id, gone],
    );
    const response = await suite.api.post('/api/upscale', { image: gone, upscaleFactor: 2 }, token);
    expect(response.status).toBe(400);
    const rows = await generationsOf(user.id);
    expect(rows).toEqual([
      expect.objectContaining({ task_type: 'upscale', status: 'failed', charged: 0 }),
    ]);
    const after = await money(user.id);
    expect(after.balance).toBeCloseTo(before.balance, 4);
    expect(after.kinds.slice(before.kinds.length)).toEqual(['reserve', 'refund']);
  });
});
