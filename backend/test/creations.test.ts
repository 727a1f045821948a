import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { ObjectStorage } from '../src/storage/object-storage.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { sessionForSuite, startAppWithSimulator } from './support/app-session.js';
import { binaryBody } from './support/binary-body.js';
import { startS3Server, type S3Server } from './support/s3-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MODEL = 'rundiffusion:130@100';

async function pngDataUrl(width = 64, height = 48, red = 200): Promise<string> {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: red, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Every file under a local storage root, as keys. */
function storedKeys(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.content-type'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const CREATION_FIELDS = `id imageUrl thumbnailUrl folderId folder { id name isDefault } prompt
  negativePrompt modelId width height format parameters generationId createdAt`;

describe('creations and folders', () => {
  const suite = sessionForSuite(() =>
    startAppWithSimulator({
      SAVE_IMAGE_MAX_BYTES: String(256 * 1024),
    }),
  );

  const saveRest = async (token: string, body: Record<string, unknown> = {}) =>
    (
      await suite.api
        .post(
          '/api/save-image',
          {
            imageData: await pngDataUrl(),
            prompt: 'a red fox',
            negative_prompt: 'blurry',
            model_id: MODEL,
            width: 64,
            height: 48,
            format: 'png',
            parameters: { steps: 20, loras: [{ id: 'civitai:1@2', weight: 0.5 }] },
            ...body,
          },
          token,
        )
        .expect(201)
    ).body as { id: string; creationUrl: string; thumbnailUrl: string; folder: string };

  const countRows = async (table: 'creations' | 'folders', userId: string) =>
    (
      await suite.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId])
    )[0].n as number;

  it('saves a generated image from the provider URL, with a WebP thumbnail, served by signed URL', async () => {
    const { token, user } = await suite.api.register();
    const generated = await suite.api.graphql<{
      generateImages: { generationId: string; images: { imageURL: string }[] };
    }>(
      `mutation($input: GenerateImagesInput!) { generateImages(input: $input) { generationId images { imageURL } } }`,
      {
        input: {
          prompt: 'a lighthouse',
          model: MODEL,
          width: 512,
          height: 768,
          format: 'jpeg',
          imageCount: 1,
          steps: 4,
        },
      },
      token,
    );
    expect(generated.errors).toBeUndefined();
    const { generationId, images } = generated.data!.generateImages;

    const saved = await suite.api.graphql<{ saveCreation: Record<string, unknown> }>(
      `mutation($input: SaveCreationInput!) { saveCreation(input: $input) { ${CREATION_FIELDS} } }`,
      {
        input: {
          imageUrl: images[0].imageURL,
          folderName: 'Lighthouses',
          prompt: 'a lighthouse',
          modelId: MODEL,
          width: 1,
          height: 1,
          format: 'png',
          parameters: { steps: 4 },
          generationId,
        },
      },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const creation = saved.data!.saveCreation;
    // The true size and format of the stored file, whatever the client claimed.
    expect(creation).toMatchObject({
      width: 512,
      height: 768,
      format: 'jpeg',
      folder: { name: 'Lighthouses', isDefault: false },
      generationId,
      negativePrompt: null,
    });

    const image = await request(suite.app.app.getHttpServer())
      .get(creation.imageUrl as string)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.body as Buffer).metadata()).width).toBe(512);

    const thumbnail = await request(suite.app.app.getHttpServer())
      .get(creation.thumbnailUrl as string)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const thumbnailInfo = await sharp(thumbnail.body as Buffer).metadata();
    expect(thumbnailInfo).toMatchObject({ format: 'webp', width: 256, height: 384 });

    expect(storedKeys(suite.app.config.STORAGE_LOCAL_DIR).sort()).toEqual(
      [
        `users/${user.id}/creations/${creation.id}.jpg`,
        `users/${user.id}/thumbnails/${creation.id}.webp`,
      ].sort(),
    );
  });

  it('refuses a tampered or expired signed URL', async () => {
    const { token } = await suite.api.register();
    const saved = await saveRest(token);
    const server = suite.app.app.getHttpServer();
    await request(server).get(saved.creationUrl).expect(200);
    // Another first character, whatever the signature starts with.
    const tampered = saved.creationUrl.replace(/signature=(.)/, (_match, first: string) =>
      first === 'x' ? 'signature=y' : 'signature=x',
    );
    await request(server).get(tampered).expect(404);
    await request(server)
      .get(saved.creationUrl.replace(/expires=\d+/, 'expires=1000'))
      .expect(404);
    await request(server).get(saved.creationUrl.split('?')[0]).expect(404);
  });

  it('refuses a non-image, an oversized image and a host off the allow-list, storing nothing', async () => {
    const { token, user } = await suite.api.register();
    const before = storedKeys(suite.app.config.STORAGE_LOCAL_DIR).length;
    const notImage = await suite.api
      .post(
        '/api/save-image',
        {
          imageData: `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`,
          prompt: 'x',
          model_id: MODEL,
        },
        token,
      )
      .expect(400);
    expect(notImage.body.message).toBe('The file is not a PNG, JPEG or WebP image');

    // Random pixels do not compress: well above the 256 KB cap of this app.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 300 * 300 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 300, height: 300, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    const tooLarge = await suite.api
      .post(
        '/api/save-image',
        {
          imageData: `data:image/png;base64,${noise.toString('base64')}`,
          prompt: 'x',
          model_id: MODEL,
        },
        token,
      )
      .expect(400);
    expect(tooLarge.body.message).toBe('The image is larger than 256 KB');

    const offList = await suite.api.graphql(
      `mutation($input: SaveCreationInput!) { saveCreation(input: $input) { id } }`,
      { input: { imageUrl: 'https://example.com/a.png', prompt: 'x', modelId: MODEL } },
      token,
    );
    expect(offList.errors?.[0].message).toBe('Images cannot be saved from example.com');

    // A URL on the allowed host that is not an image (the simulator's API root).
    const notImageUrl = await suite.api.graphql(
      `mutation($input: SaveCreationInput!) { saveCreation(input: $input) { id } }`,
      { input: { imageUrl: suite.simulator.url.replace('/v1', '/'), prompt: 'x', modelId: MODEL } },
      token,
    );
    expect(notImageUrl.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    expect(await countRows('creations', user.id)).toBe(0);
    expect(storedKeys(suite.app.config.STORAGE_LOCAL_DIR)).toHaveLength(before);
  });

  it('deleting a creation removes its files', async () => {
    const { token, user } = await suite.api.register();
    const saved = await saveRest(token);
    const mine = () =>
      storedKeys(suite.app.config.STORAGE_LOCAL_DIR).filter((key) => key.includes(user.id));
    expect(mine()).toHaveLength(2);
    await suite.api.delete(`/api/creations/${saved.id}`, token).expect(200);
    expect(mine()).toEqual([]);
    expect(await countRows('creations', user.id)).toBe(0);
    await suite.api.delete(`/api/creations/${saved.id}`, token).expect(404);
  });

  it('keeps Default first, refuses to delete or rename it, and keeps names unique per user', async () => {
    const { token } = await suite.api.register();
    expect((await suite.api.get('/api/folders', token).expect(200)).body).toEqual(['Default']);
    await suite.api.post('/api/folders', { name: '  Zebras ' }, token).expect(201);
    await suite.api.post('/api/folders', { name: 'animals' }, token).expect(201);
    expect((await suite.api.get('/api/folders', token)).body).toEqual([
      'Default',
      'animals',
      'Zebras',
    ]);

    const taken = await suite.api.post('/api/folders', { name: 'ZEBRAS' }, token).expect(409);
    expect(taken.body.message).toBe('A folder named "ZEBRAS" already exists');
    await suite.api.post('/api/folders', { name: 'default' }, token).expect(409);
    const blank = await suite.api.post('/api/folders', { name: '   ' }, token).expect(400);
    expect(blank.body.message).toBe('You must provide a name for the folder.');
    await suite.api.post('/api/folders', { name: 'x'.repeat(101) }, token).expect(400);

    const objects = (await suite.api.get('/api/folders/objects', token).expect(200)).body as {
      id: string;
      name: string;
    }[];
    const byName = Object.fromEntries(objects.map((folder) => [folder.name, folder.id]));
    for (const folder of objects) expect(Object.keys(folder).sort()).toEqual(['id', 'name']);
    const refused = await suite.api.delete(`/api/folders/${byName.Default}`, token).expect(400);
    expect(refused.body.message).toBe('Default-mappen kan inte raderas.');
    await suite.api.put(`/api/folders/${byName.Default}`, { name: 'Other' }, token).expect(400);

    const renamed = await suite.api
      .put(`/api/folders/${byName.Zebras}`, { name: 'Horses' }, token)
      .expect(200);
    expect(renamed.body).toEqual({ id: byName.Zebras, name: 'Horses' });
    await suite.api.put(`/api/folders/${byName.Zebras}`, { name: 'Animals' }, token).expect(409);
    expect((await suite.api.get('/api/folders', token)).body).toEqual([
      'Default',
      'animals',
      'Horses',
    ]);
  });

  it('deleting a folder holding 30 images leaves all 30 in Default', async () => {
    const { token, user } = await suite.api.register();
    const folder = (await suite.api.post('/api/folders', { name: 'Thirty' }, token).expect(201))
      .body;
    // Thirty different images: the same bytes twice in a folder are saved once.
    for (let index = 0; index < 30; index += 1) {
      const imageData = await pngDataUrl(32, 32, index);
      await saveRest(token, { imageData, folder: 'Thirty', prompt: `image ${index}` });
    }
    expect((await suite.api.get('/api/folders/Thirty/creations', token)).body).toHaveLength(30);
    await suite.api.delete(`/api/folders/${folder.id}`, token).expect(200);
    const inDefault = (await suite.api.get('/api/folders/Default/creations', token).expect(200))
      .body as {
      folder: string;
    }[];
    expect(inDefault).toHaveLength(30);
    expect(new Set(inDefault.map((creation) => creation.folder))).toEqual(new Set(['Default']));
    expect(await countRows('creations', user.id)).toBe(30);
    expect((await suite.api.get('/api/folders', token)).body).toEqual(['Default']);
  });

  it('pages newest first: REST by limit/offset, GraphQL by cursor, each image once', async () => {
    const { token } = await suite.api.register();
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1)
      ids.unshift((await saveRest(token, { imageData: await pngDataUrl(64, 48, index) })).id);

    const restPages: string[] = [];
    for (let offset = 0; ; offset += 9) {
      const page = (
        await suite.api.get(`/api/creations/my?limit=9&offset=${offset}`, token).expect(200)
      ).body as { id: string; folder: string; negative_prompt: string; model_id: string }[];
      restPages.push(...page.map((creation) => creation.id));
      if (page.length < 9) break;
    }
    expect(restPages).toEqual(ids);
    await suite.api.get('/api/creations/my?limit=-1', token).expect(400);

    const cursorPages: string[] = [];
    let after: string | null = null;
    do {
      const answer: Awaited<
        ReturnType<
          typeof suite.api.graphql<{
            creations: { items: { id: string }[]; nextCursor: string | null; hasMore: boolean };
          }>
        >
      > = await suite.api.graphql(
        'query($after: String) { creations(first: 5, after: $after) { items { id } nextCursor hasMore } }',
        { after },
        token,
      );
      expect(answer.errors).toBeUndefined();
      cursorPages.push(...answer.data!.creations.items.map((item) => item.id));
      after = answer.data!.creations.nextCursor;
    } while (after);
    expect(cursorPages).toEqual(ids);
  });

  it('moves a creation between folders on REST and GraphQL', async () => {
    const { token } = await suite.api.register();
    const saved = await saveRest(token);
    expect(saved.folder).toBe('Default');
    const target = (await suite.api.post('/api/folders', { name: 'Keepers' }, token)).body;
    const moved = await suite.api
      .patch(`/api/creations/${saved.id}`, { folder: 'keepers' }, token)
      .expect(200);
    expect(moved.body.folder).toBe('Keepers');
    await suite.api.patch(`/api/creations/${saved.id}`, { folder: 'Nowhere' }, token).expect(404);

    const folders = (
      await suite.api.graphql<{ folders: { id: string; name: string }[] }>(
        '{ folders { id name } }',
        {},
        token,
      )
    ).data!.folders;
    const back = await suite.api.graphql<{ moveCreation: { folder: { name: string } } }>(
      'mutation($id: ID!, $folderId: ID!) { moveCreation(id: $id, folderId: $folderId) { folder { name } } }',
      { id: saved.id, folderId: folders[0].id },
      token,
    );
    expect(back.data?.moveCreation.folder.name).toBe('Default');
    const inKeepers = await suite.api.graphql<{ creations: { items: unknown[] } }>(
      'query($folderId: ID) { creations(folderId: $folderId) { items { id } } }',
      { folderId: target.id },
      token,
    );
    expect(inKeepers.data?.creations.items).toEqual([]);
  });

  it('answers 404 to another user on every creation and folder route and changes nothing', async () => {
    const owner = await suite.api.register();
    const intruder = await suite.api.register();
    const folder = (await suite.api.post('/api/folders', { name: 'Private' }, owner.token)).body;
    const creation = await saveRest(owner.token, { folder: 'Private' });
    const snapshot = async () => ({
      creations: await suite.db.query('SELECT * FROM creations WHERE user_id = $1 ORDER BY id', [
        owner.user.id,
      ]),
      folders: await suite.db.query('SELECT * FROM folders WHERE user_id = $1 ORDER BY id', [
        owner.user.id,
      ]),
      files: storedKeys(suite.app.config.STORAGE_LOCAL_DIR).filter((key) =>
        key.includes(owner.user.id),
      ),
    });
    const before = await snapshot();
    const token = intruder.token;

    await suite.api
      .patch(`/api/creations/${creation.id}`, { folder: 'Default' }, token)
      .expect(404);
    await suite.api.delete(`/api/creations/${creation.id}`, token).expect(404);
    await suite.api.put(`/api/folders/${folder.id}`, { name: 'Mine now' }, token).expect(404);
    await suite.api.delete(`/api/folders/${folder.id}`, token).expect(404);
    await suite.api.get('/api/folders/Private/creations', token).expect(404);
    expect((await suite.api.get('/api/creations/my', token)).body).toEqual([]);
    // The intruder's own folder id does not open the owner's creation either.
    const own = (await suite.api.get('/api/folders/objects', token)).body[0];
    await suite.api.patch(`/api/creations/${creation.id}`, { folder: own.name }, token).expect(404);

    const graphqlCalls: [string, Record<string, unknown>][] = [
      [
        'mutation($id: ID!, $f: ID!) { moveCreation(id: $id, folderId: $f) { id } }',
        { id: creation.id, f: own.id },
      ],
      [
        'mutation($id: ID!, $f: ID!) { moveCreation(id: $id, folderId: $f) { id } }',
        { id: creation.id, f: folder.id },
      ],
      ['mutation($id: ID!) { deleteCreation(id: $id) }', { id: creation.id }],
      ['mutation($id: ID!) { renameFolder(id: $id, name: "Mine") { id } }', { id: folder.id }],
      ['mutation($id: ID!) { deleteFolder(id: $id) }', { id: folder.id }],
      ['query($id: ID) { creations(folderId: $id) { items { id } } }', { id: folder.id }],
      [
        'mutation($f: ID!) { saveCreation(input: { imageUrl: "https://im.runware.ai/x.png", folderId: $f, prompt: "x", modelId: "m" }) { id } }',
        { f: folder.id },
      ],
    ];
    for (const [query, variables] of graphqlCalls) {
      const answer = await suite.api.graphql(query, variables, token);
      expect([query, answer.errors?.[0].extensions?.code]).toEqual([query, 'NOT_FOUND']);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('requires sign-in', async () => {
    await suite.api.get('/api/folders').expect(401);
    await suite.api.get('/api/creations/my').expect(401);
    await suite.api.post('/api/save-image', { imageData: await pngDataUrl() }).expect(401);
    const answer = await suite.api.graphql('{ creations { items { id } } }');
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('creations on S3 storage', () => {
  let s3: S3Server;
  let app: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    app = await startTestApp({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.stop();
  });

  it('stores the image and thumbnail in the bucket and hands out presigned URLs', async () => {
    const api = apiClient(app);
    const { token, user } = await api.register();
    const imageData = await pngDataUrl(100, 60);
    const saved = (
      await api
        .post('/api/save-image', { imageData, prompt: 'p', model_id: MODEL }, token)
        .expect(201)
    ).body;
    expect(saved.creationUrl).toMatch(
      new RegExp(`^${s3.endpoint}/${s3.bucket}/users/${user.id}/creations/`),
    );
    expect(saved.creationUrl).toContain('X-Amz-Signature=');
    const fetched = await fetch(saved.creationUrl);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(
      Buffer.from(imageData.split(',')[1], 'base64'),
    );
    const listed = await app.app.get(ObjectStorage).list(`users/${user.id}/`, 10);
    expect(listed.objects.map((object) => object.key).sort()).toEqual([
      `users/${user.id}/creations/${saved.id}.png`,
      `users/${user.id}/thumbnails/${saved.id}.webp`,
    ]);
    await api.delete(`/api/creations/${saved.id}`, token).expect(200);
    expect((await app.app.get(ObjectStorage).list(`users/${user.id}/`, 10)).objects).toEqual([]);
  });
});

describe('saving while the world changes, and images too large to decode', () => {
  let app: TestApp;
  let api: ApiClient;
  let imageHost: Server;
  let imageRequested: () => void = () => {};
  let releaseImage: () => void = () => {};

  beforeAll(async () => {
    // An image host that answers only when the test says so.
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    imageHost = createServer((_req, res) => {
      imageRequested();
      releaseImage = () => res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    await new Promise<void>((listening) => imageHost.listen(0, '127.0.0.1', listening));
    const { port } = imageHost.address() as AddressInfo;
    app = await startTestApp({
      IMAGE_SOURCE_HOSTS: `127.0.0.1:${port}`,
      SAVE_IMAGE_MAX_PIXELS: String(1_000_000),
    });
    api = apiClient(app);
  });
  afterAll(async () => {
    await app?.close();
    imageHost?.close();
  });

  it('keeps an image whose folder is deleted while it is saved, in Default', async () => {
    const { token } = await api.register();
    const folder = (await api.post('/api/folders', { name: 'Doomed' }, token).expect(201)).body;
    const requested = new Promise<void>((resolve) => (imageRequested = resolve));
    const { port } = imageHost.address() as AddressInfo;
    const saving = api.graphql<{ saveCreation: { folder: { name: string; isDefault: boolean } } }>(
      `mutation($input: SaveCreationInput!) { saveCreation(input: $input) { folder { name isDefault } } }`,
      {
        input: {
          imageUrl: `http://127.0.0.1:${port}/slow.png`,
          prompt: 'a fox',
          modelId: MODEL,
          folderId: folder.id,
        },
      },
      token,
    );
    await requested;
    await api.delete(`/api/folders/${folder.id}`, token).expect(200);
    releaseImage();
    const saved = await saving;
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveCreation.folder).toEqual({ name: 'Default', isDefault: true });
  });

  it('refuses an image with more pixels than allowed, from its header', async () => {
    const { token } = await api.register();
    const refused = await api
      .post(
        '/api/save-image',
        { imageData: await pngDataUrl(1200, 1000), prompt: 'a wide fox', model_id: MODEL },
        token,
      )
      .expect(400);
    expect(refused.body.message).toBe('The image has more than 1 million pixels (1200×1000)');
    await api
      .post(
        '/api/save-image',
        { imageData: await pngDataUrl(1000, 1000), prompt: 'a square fox', model_id: MODEL },
        token,
      )
      .expect(201);
  });
});
