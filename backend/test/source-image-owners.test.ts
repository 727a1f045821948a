import { type DataSource } from 'typeorm';
import { type ApiClient } from './support/api-client.js';
import { type RecordedAppSession, startAppBehindRecordingProxy } from './support/app-session.js';
import { generateInput, generateTask, pngDataUrl } from './support/image-fixtures.js';
import { plantSdxlAddOn } from './support/planted-models.js';
import { type RecordingProxy } from './support/recording-proxy.js';

const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId images { imageURL imageUUID } }
}`;
const UPLOAD = `mutation($input: UploadImageInput!) { uploadImage(input: $input) { imageUUID imageURL } }`;
const UPSCALE = `mutation($input: UpscaleImageInput!) { upscaleImage(input: $input) { generationId } }`;
const REMOVE_BACKGROUND = `mutation($input: ImageToolInput!) { removeBackground(input: $input) { generationId } }`;
const DESCRIBE = `mutation($input: ImageToolInput!) { describeImage(input: $input) { generationId text } }`;
const ESTIMATE = `query($input: GenerateImagesInput!) { estimateGeneration(input: $input) { credits } }`;

/** A ControlNet and an IP-Adapter of the provider's catalogue. */
const CONTROLNET = 'runware:20@1';
const IP_ADAPTER = 'runware:55@1';
/** The architecture that keeps an identity (PuLID). */
const FLUX_DEV = 'runware:101@1';

interface Token {
  token: string;
  user: { id: string };
}

/** One way to name an image as a source, over GraphQL and over REST. */
interface SourceCase {
  name: string;
  field: string;
  graphql: (image: string, own: string) => { query: string; input: Record<string, unknown> };
  rest: (image: string, own: string) => { path: string; body: object };
}

/** Every tool and every source field that takes an image reference. */
const CASES: SourceCase[] = [
  {
    name: 'upscale',
    field: 'image',
    graphql: (image) => ({ query: UPSCALE, input: { image, upscaleFactor: 2 } }),
    rest: (image) => ({ path: '/api/upscale', body: { image, upscaleFactor: 2 } }),
  },
  {
    name: 'background removal',
    field: 'image',
    graphql: (image) => ({ query: REMOVE_BACKGROUND, input: { image } }),
    rest: (image) => ({ path: '/api/remove-background', body: { image } }),
  },
  {
    name: 'describe',
    field: 'image',
    graphql: (image) => ({ query: DESCRIBE, input: { image } }),
    rest: (image) => ({ path: '/api/describe-image', body: { image } }),
  },
  {
    name: 'image to image',
    field: 'seedImage',
    graphql: (image) => ({
      query: GENERATE,
      input: generateInput({ seedImage: image, strength: 0.5 }),
    }),
    rest: (image) => ({
      path: '/api/generate',
      body: [generateTask({ seedImage: image, strength: 0.5 })],
    }),
  },
  {
    name: 'inpainting',
    field: 'maskImage',
    graphql: (image, own) => ({
      query: GENERATE,
      input: generateInput({ seedImage: own, maskImage: image }),
    }),
    rest: (image, own) => ({
      path: '/api/generate',
      body: [generateTask({ seedImage: own, maskImage: image })],
    }),
  },
  {
    name: 'ControlNet',
    field: 'controlNets[1].guideImage',
    graphql: (image, own) => ({
      query: GENERATE,
      input: generateInput({
        controlNets: [
          { model: CONTROLNET, weight: 1, guideImage: own },
          { model: CONTROLNET, weight: 1, guideImage: image },
        ],
      }),
    }),
    rest: (image, own) => ({
      path: '/api/generate',
      body: [
        generateTask({
          controlNets: [
            { model: CONTROLNET, guideImage: own },
            { model: CONTROLNET, guideImage: image },
          ],
        }),
      ],
    }),
  },
  {
    name: 'IP-Adapter',
    field: 'ipAdapters[0].guideImage',
    graphql: (image) => ({
      query: GENERATE,
      input: generateInput({ ipAdapters: [{ model: IP_ADAPTER, weight: 1, guideImage: image }] }),
    }),
    rest: (image) => ({
      path: '/api/generate',
      body: [generateTask({ ipAdapter: [{ model: IP_ADAPTER, guideImage: image }] })],
    }),
  },
  {
    name: 'IP-Adapter, a further reference image',
    field: 'ipAdapters[0].guideImages[1]',
    graphql: (image, own) => ({
      query: GENERATE,
      input: generateInput({
        ipAdapters: [{ model: IP_ADAPTER, weight: 1, guideImages: [own, image] }],
      }),
    }),
    rest: (image, own) => ({
      path: '/api/generate',
      body: [generateTask({ ipAdapter: [{ model: IP_ADAPTER, guideImages: [own, image] }] })],
    }),
  },
  {
    name: 'PuLID identity images',
    field: 'pulid.images[1]',
    graphql: (image, own) => ({
      query: GENERATE,
      input: generateInput({ model: FLUX_DEV, pulid: { images: [own, image] } }),
    }),
    rest: (image, own) => ({
      path: '/api/generate',
      body: [generateTask({ model: FLUX_DEV, pulid: { images: [own, image] } })],
    }),
  },
];

/**
 * Images belong to their owner: another user's imageUUID or provider image URL (a result's or an
 * upload's) is refused as a source by every tool and in every source field, as not found naming
 * the field, before anything is held or sent; the owner's own still work.
 */
describe('source images are taken from their owner only', () => {
  let session: RecordedAppSession;
  let proxy: RecordingProxy;
  let api: ApiClient;
  let db: DataSource;
  let owner: Token;
  let other: Token;
  /** The owner's images, as another user might copy them from a URL. */
  let theirs: { name: string; reference: string }[];
  /** An image of the other user's own, for the fields that need a second one. */
  let othersOwn: string;
  let ownersResult: { imageURL: string; imageUUID: string };
  let ownersUpload: { imageURL: string; imageUUID: string };

  beforeAll(async () => {
    session = await startAppBehindRecordingProxy((provider) => ({
      // Result URLs are the simulator's own, as the provider's are on im.runware.ai.
      IMAGE_SOURCE_HOSTS: new URL(provider.url).host,
    }));
    ({ proxy, api, db } = session);
    // The catalogue offers no IP-Adapter until an administrator adds one.
    await plantSdxlAddOn(db, { name: 'SDXL IP-Adapter', air: IP_ADAPTER, category: 'IPAdapter' });
    [owner, other] = [await api.register(), await api.register()];
    const generated = await api.graphql<{
      generateImages: { images: { imageURL: string; imageUUID: string }[] };
    }>(GENERATE, { input: generateInput({ prompt: 'the owner’s private prompt' }) }, owner.token);
    expect(generated.errors).toBeUndefined();
    ownersResult = generated.data!.generateImages.images[0];
    const uploadAs = async (token: string, colour: string) => {
      const uploaded = await api.graphql<{ uploadImage: { imageUUID: string; imageURL: string } }>(
        UPLOAD,
        { input: { imageData: await pngDataUrl(512, 512, colour) } },
        token,
      );
      expect(uploaded.errors).toBeUndefined();
      return uploaded.data!.uploadImage;
    };
    ownersUpload = await uploadAs(owner.token, '#123456');
    othersOwn = (await uploadAs(other.token, '#ffffff')).imageUUID;
    expect(ownersUpload.imageURL).toContain(ownersUpload.imageUUID);
    theirs = [
      { name: 'result imageUUID', reference: ownersResult.imageUUID },
      { name: 'result imageUUID in capitals', reference: ownersResult.imageUUID.toUpperCase() },
      { name: 'result URL', reference: ownersResult.imageURL },
      { name: 'upload imageUUID', reference: ownersUpload.imageUUID },
      { name: 'upload URL', reference: ownersUpload.imageURL },
    ];
  }, 60_000);
  afterAll(() => session?.close());

  /** What recovering an unfinished task asks the provider (never a task of its own). */
  const RECOVERY_LOOKUPS = new Set(['getTaskDetails', 'getResponse']);

  const stateOf = async (userId: string) => ({
    balance: Number(
      (await db.query('SELECT credit_balance FROM users WHERE id = $1', [userId]))[0]
        .credit_balance,
    ),
    ledger: Number(
      (await db.query('SELECT count(*) FROM credit_ledger WHERE user_id = $1', [userId]))[0].count,
    ),
    generations: Number(
      (await db.query('SELECT count(*) FROM generations WHERE user_id = $1', [userId]))[0].count,
    ),
  });

  it.each(CASES)(
    "refuses the owner's images in $name ($field) over GraphQL and REST, holding and sending nothing",
    async ({ field, graphql, rest }) => {
      const before = await stateOf(other.user.id);
      const sent = proxy.received.length;
      for (const { name, reference } of theirs) {
        const message = `${field}: Image not found among your uploads and results`;
        const asked = graphql(reference, othersOwn);
        const answer = await api.graphql(asked.query, { input: asked.input }, other.token);
        expect({ name, errors: answer.errors }).toEqual({
          name,
          errors: [
            expect.objectContaining({
              message,
              extensions: expect.objectContaining({ code: 'NOT_FOUND', field }),
            }),
          ],
        });
        const { path, body } = rest(reference, othersOwn);
        const refused = await api.post(path, body, other.token);
        expect({ name, status: refused.status, body: refused.body }).toEqual({
          name,
          status: 404,
          body: { code: 'NOT_FOUND', field, message },
        });
      }
      expect(await stateOf(other.user.id)).toEqual(before);
      // Lookups by taskUUID are this app's sweeper asking after unfinished generations of the
      // shared test database (any file's); they run and charge nothing. Nothing else was sent.
      expect(
        proxy.received.slice(sent).filter((task) => !RECOVERY_LOOKUPS.has(task.taskType)),
      ).toEqual([]);
    },
  );

  it("refuses the owner's images in an estimate too, and a URL spelled otherwise", async () => {
    const estimate = await api.graphql(
      ESTIMATE,
      { input: generateInput({ seedImage: ownersResult.imageURL, strength: 0.5 }) },
      other.token,
    );
    expect(estimate.errors?.[0]).toMatchObject({
      extensions: { code: 'NOT_FOUND', field: 'seedImage' },
    });
    // The same image written another way is not the owner's URL either.
    const url = new URL(ownersResult.imageURL);
    for (const spelled of [
      `${ownersResult.imageURL}?size=large`,
      `${url.origin}/x/..${url.pathname}`,
      `${url.protocol}//${url.hostname}.:${url.port}${url.pathname}`,
      ownersResult.imageURL.replace(ownersResult.imageUUID, ownersResult.imageUUID.toUpperCase()),
    ]) {
      const refused = await api.post('/api/describe-image', { image: spelled }, other.token);
      expect({ spelled, status: refused.status, body: refused.body }).toEqual({
        spelled,
        status: 404,
        body: expect.objectContaining({ code: 'NOT_FOUND', field: 'image' }),
      });
    }
  });

  it('still takes the owner’s own results and uploads, by imageUUID and by URL', async () => {
    const { token } = owner;
    const upscaled = await api
      .post('/api/upscale', { image: ownersResult.imageUUID, upscaleFactor: 2 }, token)
      .expect(200);
    expect(upscaled.body.data ?? upscaled.body).toBeDefined();
    const described = await api.graphql<{ describeImage: { text: string } }>(
      DESCRIBE,
      { input: { image: ownersResult.imageURL } },
      token,
    );
    expect(described.errors).toBeUndefined();
    expect(described.data!.describeImage.text).toEqual(expect.any(String));
    const removed = await api.graphql(
      REMOVE_BACKGROUND,
      { input: { image: ownersUpload.imageURL } },
      token,
    );
    expect(removed.errors).toBeUndefined();
    const fromSeed = await api.graphql(
      GENERATE,
      {
        input: generateInput({
          seedImage: ownersUpload.imageUUID,
          maskImage: ownersResult.imageUUID,
          controlNets: [{ model: CONTROLNET, weight: 1, guideImage: ownersResult.imageURL }],
          ipAdapters: [{ model: IP_ADAPTER, weight: 1, guideImage: ownersUpload.imageURL }],
        }),
      },
      token,
    );
    expect(fromSeed.errors).toBeUndefined();
    // Another user's inline image (their own bytes) is taken as before.
    const inline = await api.post(
      '/api/describe-image',
      { image: await pngDataUrl(64, 64, '#abcdef') },
      other.token,
    );
    expect(inline.status).toBe(200);
  });
});
