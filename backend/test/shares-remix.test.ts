import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { type DataSource } from 'typeorm';
import { type ApiClient } from './support/api-client.js';
import { startAppWithSimulator } from './support/app-session.js';
import { type TestApp } from './support/test-app.js';

const MODEL = 'rundiffusion:130@100';
const PROMPT = 'a copper kettle on a windowsill at dawn';

const SHARED_REMIX = `query($slug: String!, $creationId: ID!, $password: String, $pass: String) {
  sharedRemix(slug: $slug, creationId: $creationId, password: $password, pass: $pass) {
    slug creationId title ownerName prompt negativePrompt modelId width height format parameters
  }
}`;
const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId images { imageURL nsfw } }
}`;
const SAVE = `mutation($input: SaveCreationInput!) {
  saveCreation(input: $input) { id nsfw parameters remixedFrom { slug creationId } }
}`;
const MY_GENERATION = `query($id: ID!) {
  myGeneration(id: $id) { parameters remixedFrom { slug creationId } }
}`;
const SAVE_SHARED = `mutation($slug: String!, $creationId: ID!, $password: String, $folderId: ID) {
  saveSharedImage(slug: $slug, creationId: $creationId, password: $password, folderId: $folderId) {
    id prompt modelId parameters nsfw folder { name } remixedFrom { slug }
  }
}`;
const CREATE_LINK = `mutation($input: CreateShareLinkInput!) { createShareLink(input: $input) { slug } }`;

let made = 0;

/** An image of its own each call (the same bytes twice in a folder are one image). */
async function pngDataUrl(color: number): Promise<string> {
  made += 1;
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: color, g: 80, b: made % 256 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('remixing shared images', () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;
  let close: () => Promise<void>;
  let server: ReturnType<TestApp['app']['getHttpServer']>;

  beforeAll(async () => {
    // A few saves an hour per user, so the limit is reached in a test; each test saves as users of
    // its own.
    ({ app, api, db, close } = await startAppWithSimulator({
      SHARED_SAVES_PER_USER_PER_HOUR: '3',
    }));
    server = app.app.getHttpServer();
  });
  afterAll(() => close?.());

  /** A saved image of the owner's, with settings that name their own things. */
  const saveImage = async (token: string, body: Record<string, unknown> = {}) =>
    (
      await api
        .post(
          '/api/save-image',
          {
            imageData: await pngDataUrl(40),
            prompt: PROMPT,
            negative_prompt: 'muddy colours',
            model_id: MODEL,
            parameters: {
              steps: 24,
              cfgScale: 6.5,
              seed: 777,
              seedImage: 'creation:00000000-0000-4000-8000-000000000000',
              folder: 'Private drafts',
            },
            ...body,
          },
          token,
        )
        .expect(201)
    ).body as { id: string };

  const share = async (token: string, body: Record<string, unknown>) =>
    (await api.post('/api/shares', body, token).expect(201)).body as { id: string; slug: string };

  const generate = (token: string, input: Record<string, unknown>) =>
    api.graphql<{
      generateImages: {
        generationId: string;
        images: { imageURL: string; nsfw: boolean | null }[];
      };
    }>(
      GENERATE,
      {
        input: {
          prompt: PROMPT,
          model: MODEL,
          width: 512,
          height: 512,
          format: 'jpeg',
          imageCount: 1,
          steps: 4,
          ...input,
        },
      },
      token,
    );

  const metric = async (pattern: RegExp) => {
    const text = (await request(server).get('/metrics').expect(200)).text;
    return Number(pattern.exec(text)?.[1] ?? 0);
  };
  const remixesCounted = (action: string) =>
    metric(new RegExp(`studio_share_remixes_total\\{action="${action}"\\} (\\d+)`));

  describe('settings', () => {
    it("gives a signed-in viewer the settings only where the link shows them, without the owner's own things", async () => {
      const owner = await api.register({ name: 'Kim Kettle' });
      const viewer = await api.register();
      const creation = await saveImage(owner.token);
      const shown = await share(owner.token, { creationId: creation.id, showPrompt: true });
      const hidden = await share(owner.token, { creationId: creation.id });

      const answer = await api.graphql<{ sharedRemix: Record<string, unknown> }>(
        SHARED_REMIX,
        { slug: shown.slug, creationId: creation.id },
        viewer.token,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.sharedRemix).toEqual({
        slug: shown.slug,
        creationId: creation.id,
        title: 'An image by Kim Kettle',
        ownerName: 'Kim Kettle',
        prompt: PROMPT,
        negativePrompt: 'muddy colours',
        modelId: MODEL,
        width: 40,
        height: 30,
        format: 'png',
        parameters: { steps: 24, cfgScale: 6.5, seed: 777 },
      });

      const refused = await api.graphql(
        SHARED_REMIX,
        { slug: hidden.slug, creationId: creation.id },
        viewer.token,
      );
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(refused.errors?.[0].message).toMatch(/does not show its settings/);
      expect(JSON.stringify(refused)).not.toContain(PROMPT);
      const rest = await api
        .get(`/api/shares/${hidden.slug}/images/${creation.id}/remix`, viewer.token)
        .expect(403);
      expect(JSON.stringify(rest.body)).not.toContain(PROMPT);
      const restShown = await api
        .get(`/api/shares/${shown.slug}/images/${creation.id}/remix`, viewer.token)
        .expect(200);
      expect(restShown.body).toMatchObject({ prompt: PROMPT, modelId: MODEL });
    });

    it('asks a visitor to sign in, and refuses a dead link, another image and a missing password', async () => {
      const owner = await api.register();
      const viewer = await api.register();
      const creation = await saveImage(owner.token);
      const other = await saveImage(owner.token, { imageData: await pngDataUrl(90) });
      const link = await share(owner.token, { creationId: creation.id, showPrompt: true });
      const locked = await share(owner.token, {
        creationId: creation.id,
        showPrompt: true,
        password: 'kettle',
      });

      const visitor = await api.graphql(SHARED_REMIX, { slug: link.slug, creationId: creation.id });
      expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const notInLink = await api.graphql(
        SHARED_REMIX,
        { slug: link.slug, creationId: other.id },
        viewer.token,
      );
      expect(notInLink.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const noPassword = await api.graphql(
        SHARED_REMIX,
        { slug: locked.slug, creationId: creation.id },
        viewer.token,
      );
      expect(noPassword.errors?.[0].extensions?.code).toBe('SHARE_PASSWORD_REQUIRED');
      const withPassword = await api.graphql(
        SHARED_REMIX,
        { slug: locked.slug, creationId: creation.id, password: 'kettle' },
        viewer.token,
      );
      expect(withPassword.errors).toBeUndefined();

      // The page's pass (kept as a cookie once the password was right) rides in its Remix link.
      const opened = await request(server)
        .post(`/s/${locked.slug}`)
        .type('form')
        .send({ password: 'kettle' })
        .expect(303);
      const cookie = opened.headers['set-cookie'][0].split(';')[0];
      const html = (
        await request(server).get(`/s/${locked.slug}`).set('Cookie', cookie).expect(200)
      ).text;
      const remixHref = /href="(\/shared\/[^"]+\/remix[^"]*)"/.exec(html)?.[1];
      expect(remixHref).toBe(
        `/shared/${locked.slug}/${creation.id}/remix?pass=${encodeURIComponent(cookie.split('=')[1])}`,
      );
      const byPass = await api.graphql(
        SHARED_REMIX,
        { slug: locked.slug, creationId: creation.id, pass: cookie.split('=')[1] },
        viewer.token,
      );
      expect(byPass.errors).toBeUndefined();

      await api.delete(`/api/shares/${link.id}`, owner.token).expect(200);
      const revoked = await api.graphql(
        SHARED_REMIX,
        { slug: link.slug, creationId: creation.id },
        viewer.token,
      );
      expect(revoked.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('offers Remix on the page only where settings are shown, and Save only where download is allowed', async () => {
      const owner = await api.register();
      const creation = await saveImage(owner.token);
      const both = await share(owner.token, {
        creationId: creation.id,
        showPrompt: true,
        allowDownload: true,
      });
      const neither = await share(owner.token, { creationId: creation.id });

      const open = (await request(server).get(`/s/${both.slug}`).expect(200)).text;
      expect(open).toContain(`href="/shared/${both.slug}/${creation.id}/remix">Remix</a>`);
      expect(open).toContain(
        `href="/shared/${both.slug}/${creation.id}/save">Save to my gallery</a>`,
      );
      const closed = (await request(server).get(`/s/${neither.slug}`).expect(200)).text;
      expect(closed).not.toContain('Remix');
      expect(closed).not.toContain('Save to my gallery');
    });
  });

  describe('generations', () => {
    it('credits the shared image on the generation and on the images saved from it, and counts the remix', async () => {
      const owner = await api.register();
      const viewer = await api.register();
      const creation = await saveImage(owner.token);
      const link = await share(owner.token, { creationId: creation.id, showPrompt: true });
      const before = await remixesCounted('generate');

      const generated = await generate(viewer.token, {
        remixOf: { slug: link.slug, creationId: creation.id },
      });
      expect(generated.errors).toBeUndefined();
      const { generationId, images } = generated.data!.generateImages;
      const history = await api.graphql<{
        myGeneration: { remixedFrom: unknown; parameters: Record<string, unknown> };
      }>(MY_GENERATION, { id: generationId }, viewer.token);
      const source = { slug: link.slug, creationId: creation.id };
      expect(history.data!.myGeneration.remixedFrom).toEqual(source);
      expect(await remixesCounted('generate')).toBe(before + 1);
      const rest = await api.get(`/api/generations/${generationId}`, viewer.token).expect(200);
      expect(rest.body.remixedFrom).toEqual(source);

      // The saved image carries the generation's credit, whatever the client sends.
      const saved = await api.graphql<{ saveCreation: { remixedFrom: unknown } }>(
        SAVE,
        {
          input: {
            imageUrl: images[0].imageURL,
            prompt: PROMPT,
            modelId: MODEL,
            generationId,
            parameters: { steps: 4, remixOf: { slug: 'B'.repeat(22), creationId: creation.id } },
          },
        },
        viewer.token,
      );
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.saveCreation.remixedFrom).toEqual(source);
    });

    it('credits nothing for a link that hides its settings, a dead link or an image not in it', async () => {
      const owner = await api.register();
      const viewer = await api.register();
      const creation = await saveImage(owner.token);
      const other = await saveImage(owner.token, { imageData: await pngDataUrl(200) });
      const hidden = await share(owner.token, { creationId: creation.id });
      const shown = await share(owner.token, { creationId: creation.id, showPrompt: true });
      const before = await remixesCounted('generate');

      for (const remixOf of [
        { slug: hidden.slug, creationId: creation.id },
        { slug: shown.slug, creationId: other.id },
        { slug: 'C'.repeat(22), creationId: creation.id },
      ]) {
        const generated = await generate(viewer.token, { remixOf });
        expect(generated.errors).toBeUndefined();
        const history = await api.graphql<{
          myGeneration: { remixedFrom: unknown; parameters: Record<string, unknown> };
        }>(MY_GENERATION, { id: generated.data!.generateImages.generationId }, viewer.token);
        expect(history.data!.myGeneration.remixedFrom).toBeNull();
        expect(history.data!.myGeneration.parameters).not.toHaveProperty('remixOf');
      }
      expect(await remixesCounted('generate')).toBe(before);

      // A saved image without a generation carries no credit either.
      const plain = await api
        .post(
          '/api/save-image',
          {
            imageData: await pngDataUrl(10),
            model_id: MODEL,
            parameters: { remixOf: { slug: shown.slug, creationId: creation.id } },
          },
          viewer.token,
        )
        .expect(201);
      expect(plain.body.parameters).not.toHaveProperty('remixOf');

      const malformed = await generate(viewer.token, {
        remixOf: { slug: 'not a slug', creationId: creation.id },
      });
      expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('save to my gallery', () => {
    const storedFile = (key: string) => path.join(app.config.STORAGE_LOCAL_DIR, key);
    const keysOf = async (id: string) =>
      (
        await db.query('SELECT user_id, image_key, thumbnail_key FROM creations WHERE id = $1', [
          id,
        ])
      )[0] as { user_id: string; image_key: string; thumbnail_key: string };

    it("copies the image into the viewer's own folder: new files, theirs, counted as theirs", async () => {
      const owner = await api.register();
      const viewer = await api.register();
      const creation = await saveImage(owner.token);
      const link = await share(owner.token, {
        creationId: creation.id,
        allowDownload: true,
        showPrompt: true,
      });
      const before = await remixesCounted('save');

      const saved = await api.graphql<{
        saveSharedImage: Record<string, unknown> & { id: string };
      }>(SAVE_SHARED, { slug: link.slug, creationId: creation.id }, viewer.token);
      expect(saved.errors).toBeUndefined();
      const copy = saved.data!.saveSharedImage;
      expect(copy).toMatchObject({
        prompt: PROMPT,
        modelId: MODEL,
        nsfw: false,
        folder: { name: 'Default' },
        remixedFrom: null,
      });
      expect(copy.id).not.toBe(creation.id);

      const original = await keysOf(creation.id);
      const copied = await keysOf(copy.id);
      expect(copied.user_id).toBe(viewer.user.id);
      expect(copied.image_key).toContain(`users/${viewer.user.id}/`);
      expect(copied.thumbnail_key).toContain(`users/${viewer.user.id}/`);
      expect(existsSync(storedFile(copied.image_key))).toBe(true);
      expect(readFileSync(storedFile(copied.image_key))).toEqual(
        readFileSync(storedFile(original.image_key)),
      );
      const count = await api.graphql<{ creationCount: number }>(
        '{ creationCount }',
        {},
        viewer.token,
      );
      expect(count.data!.creationCount).toBe(1);
      expect(await remixesCounted('save')).toBe(before + 1);

      // The copy stays when the original goes: it is the viewer's now.
      await api.delete(`/api/creations/${creation.id}`, owner.token).expect(200);
      expect(existsSync(storedFile(copied.image_key))).toBe(true);
      await api.get('/api/creations/my', viewer.token).expect(200);
    });

    it('saves over REST into a folder of the caller, and leaves hidden settings out of the copy', async () => {
      const owner = await api.register();
      const viewer = await api.register();
      const creation = await saveImage(owner.token);
      const link = await share(owner.token, { creationId: creation.id, allowDownload: true });
      const folder = (await api.post('/api/folders', { name: 'Found' }, viewer.token).expect(201))
        .body as { id: string };

      const saved = await api
        .post(
          `/api/shares/${link.slug}/images/${creation.id}/save`,
          { folderId: folder.id },
          viewer.token,
        )
        .expect(201);
      expect(saved.body).toMatchObject({
        folder: 'Found',
        prompt: '',
        model_id: '',
        parameters: {},
      });
      // Nothing of the hidden settings (seed 777, the owner's source and folder) came along. Not
      // a search of the answer's text for 777: its random ids and signatures may hold it.
      expect(saved.body.parameters).toEqual({});
      expect(saved.body.negative_prompt).toBeNull();

      // Another user's folder is not the caller's.
      const stranger = await api.register();
      const theirs = (
        await api.post('/api/folders', { name: 'Theirs' }, stranger.token).expect(201)
      ).body as { id: string };
      await api
        .post(
          `/api/shares/${link.slug}/images/${creation.id}/save`,
          { folderId: theirs.id },
          viewer.token,
        )
        .expect(404);
    });

    it('refuses while download is off, for a revoked or expired link, and without the password', async () => {
      const owner = await api.register();
      const viewer = await api.register();
      const creation = await saveImage(owner.token);
      const noDownload = await share(owner.token, { creationId: creation.id, showPrompt: true });
      const revoked = await share(owner.token, { creationId: creation.id, allowDownload: true });
      const expired = await share(owner.token, { creationId: creation.id, allowDownload: true });
      const locked = await share(owner.token, {
        creationId: creation.id,
        allowDownload: true,
        password: 'open sesame',
      });
      await api.delete(`/api/shares/${revoked.id}`, owner.token).expect(200);
      await db.query(
        `UPDATE share_links SET expires_at = now() - interval '1 second' WHERE id = $1`,
        [expired.id],
      );
      const save = (slug: string, password?: string) =>
        api.graphql(SAVE_SHARED, { slug, creationId: creation.id, password }, viewer.token);

      const off = await save(noDownload.slug);
      expect(off.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(off.errors?.[0].message).toMatch(/does not allow download/);
      expect((await save(revoked.slug)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await save(expired.slug)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await save(locked.slug)).errors?.[0].extensions?.code).toBe(
        'SHARE_PASSWORD_REQUIRED',
      );
      expect((await save(locked.slug, 'wrong')).errors?.[0].extensions?.code).toBe(
        'SHARE_PASSWORD_REQUIRED',
      );
      const rest = (slug: string) =>
        api.post(`/api/shares/${slug}/images/${creation.id}/save`, {}, viewer.token);
      await rest(noDownload.slug).expect(403);
      await rest(revoked.slug).expect(404);
      await rest(locked.slug).expect(401);
      await rest(locked.slug).set('X-Share-Password', 'open sesame').expect(201);
      await api.post(`/api/shares/${noDownload.slug}/images/${creation.id}/save`, {}).expect(401);

      const [{ n }] = await db.query(
        'SELECT count(*)::int AS n FROM creations WHERE user_id = $1',
        [viewer.user.id],
      );
      expect(n).toBe(1);
    });
  });

  describe('saving the same image again', () => {
    const copiesOf = async (userId: string) =>
      (await db.query(
        'SELECT id, copy_source FROM creations WHERE user_id = $1 ORDER BY created_at',
        [userId],
      )) as { id: string; copy_source: string | null }[];

    it('answers ALREADY_SAVED naming where the copy is, over REST and GraphQL, storing nothing', async () => {
      const owner = await api.register();
      const viewer = await api.register();
      const creation = await saveImage(owner.token);
      const link = await share(owner.token, { creationId: creation.id, allowDownload: true });
      const other = await share(owner.token, { creationId: creation.id, allowDownload: true });
      const path = (slug: string) => `/api/shares/${slug}/images/${creation.id}/save`;
      const first = (await api.post(path(link.slug), {}, viewer.token).expect(201)).body as {
        id: string;
      };
      const before = await remixesCounted('save');

      const again = await api.post(path(link.slug), {}, viewer.token).expect(409);
      expect(again.body).toEqual({
        code: 'ALREADY_SAVED',
        message: 'This image is already saved in Default',
        creationId: first.id,
        folderId: expect.any(String),
        folderName: 'Default',
      });
      // Through another link to the same image, into another folder: the same image still.
      const folder = (await api.post('/api/folders', { name: 'Kept' }, viewer.token).expect(201))
        .body as { id: string };
      await api.post(path(other.slug), { folderId: folder.id }, viewer.token).expect(409);
      const graphql = await api.graphql(
        SAVE_SHARED,
        { slug: link.slug, creationId: creation.id },
        viewer.token,
      );
      expect(graphql.errors?.[0]).toMatchObject({
        message: 'This image is already saved in Default',
        extensions: { code: 'ALREADY_SAVED', creationId: first.id, folderName: 'Default' },
      });
      expect((await copiesOf(viewer.user.id)).map((row) => row.id)).toEqual([first.id]);
      expect(await remixesCounted('save')).toBe(before);
      // The copy names nothing of the original: its source is a digest, not the image's id.
      const [{ copy_source }] = await copiesOf(viewer.user.id);
      expect(copy_source).toMatch(/^[0-9a-f]{64}$/);
      expect(copy_source).not.toContain(creation.id);

      // Moved to another folder, it is still saved (named where it is now); deleted, it may be
      // saved anew.
      await api.patch(`/api/creations/${first.id}`, { folder: 'Kept' }, viewer.token).expect(200);
      const moved = await api.post(path(link.slug), {}, viewer.token).expect(409);
      expect(moved.body.folderName).toBe('Kept');
      await api.delete(`/api/creations/${first.id}`, viewer.token).expect(200);
      await api.post(path(link.slug), {}, viewer.token).expect(201);

      // Others save their own copy.
      const stranger = await api.register();
      await api.post(path(link.slug), {}, stranger.token).expect(201);
    });

    it('answers the owner ALREADY_SAVED for their own shared image, naming its folder', async () => {
      const owner = await api.register();
      const creation = await saveImage(owner.token);
      const link = await share(owner.token, { creationId: creation.id, allowDownload: true });

      const again = await api
        .post(`/api/shares/${link.slug}/images/${creation.id}/save`, {}, owner.token)
        .expect(409);

      expect(again.body).toMatchObject({
        code: 'ALREADY_SAVED',
        creationId: creation.id,
        folderName: 'Default',
      });
      expect((await copiesOf(owner.user.id)).map((row) => row.id)).toEqual([creation.id]);
    });

    it('stores one copy when two saves of the same image race', async () => {
      const owner = await api.register();
      const viewer = await api.register();
      const creation = await saveImage(owner.token);
      const link = await share(owner.token, { creationId: creation.id, allowDownload: true });
      const path = `/api/shares/${link.slug}/images/${creation.id}/save`;

      const answers = await Promise.all([1, 2, 3].map(() => api.post(path, {}, viewer.token)));

      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      expect(await copiesOf(viewer.user.id)).toHaveLength(1);
    });

    it('limits the images a user saves an hour: then 429 with Retry-After, over REST and GraphQL', async () => {
      const owner = await api.register();
      const viewer = await api.register();
      const folder = (await api.post('/api/folders', { name: 'Many' }, owner.token).expect(201))
        .body as { id: string };
      const images = [];
      for (let n = 0; n < 5; n++) images.push(await saveImage(owner.token, { folder: 'Many' }));
      const link = await share(owner.token, { folderId: folder.id, allowDownload: true });
      const save = (creationId: string, token = viewer.token) =>
        api.post(`/api/shares/${link.slug}/images/${creationId}/save`, {}, token);

      // A save that stored nothing (already saved, refused) is not counted.
      await save(images[0].id).expect(201);
      await save(images[0].id).expect(409);
      await save('00000000-0000-4000-8000-000000000000').expect(404);
      await save(images[1].id).expect(201);
      await save(images[2].id).expect(201);

      const refused = await save(images[3].id).expect(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.body.message).toMatch(/^Too many images saved from shared pages\./);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.body.retryAfterSeconds).toBe(retryAfter);
      const graphql = await api.graphql(
        SAVE_SHARED,
        { slug: link.slug, creationId: images[4].id },
        viewer.token,
      );
      expect(graphql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      expect(await copiesOf(viewer.user.id)).toHaveLength(3);

      // Per user: another viewer saves on.
      const other = await api.register();
      await save(images[3].id, other.token).expect(201);
    });
  });

  describe('images the provider flagged', () => {
    it('keeps the flag at save, asks the owner to confirm sharing, and blurs the image on the page', async () => {
      const owner = await api.register();
      const generated = await generate(owner.token, {
        prompt: 'an nsfw figure study',
        checkNsfw: true,
      });
      expect(generated.errors).toBeUndefined();
      const [image] = generated.data!.generateImages.images;
      expect(image.nsfw).toBe(true);
      const saved = await api.graphql<{ saveCreation: { id: string; nsfw: boolean } }>(
        SAVE,
        {
          input: {
            imageUrl: image.imageURL,
            prompt: 'an nsfw figure study',
            modelId: MODEL,
            folderName: 'Studies',
          },
        },
        owner.token,
      );
      expect(saved.data!.saveCreation.nsfw).toBe(true);
      const creationId = saved.data!.saveCreation.id;
      const [{ folder_id: folderId }] = await db.query(
        'SELECT folder_id FROM creations WHERE id = $1',
        [creationId],
      );

      for (const input of [{ creationId }, { folderId }]) {
        const refused = await api.graphql(CREATE_LINK, { input }, owner.token);
        expect(refused.errors?.[0].extensions).toMatchObject({
          code: 'NSFW_CONFIRMATION_REQUIRED',
          field: 'confirmNsfw',
        });
        const rest = await api.post('/api/shares', input, owner.token).expect(409);
        expect(rest.body.code).toBe('NSFW_CONFIRMATION_REQUIRED');
        await api.post('/api/shares', { ...input, confirmNsfw: false }, owner.token).expect(409);
      }
      const [{ n }] = await db.query(
        'SELECT count(*)::int AS n FROM share_links WHERE user_id = $1',
        [owner.user.id],
      );
      expect(n).toBe(0);

      const confirmed = await api.graphql<{ createShareLink: { slug: string } }>(
        CREATE_LINK,
        { input: { creationId, confirmNsfw: true } },
        owner.token,
      );
      expect(confirmed.errors).toBeUndefined();
      const { slug } = confirmed.data!.createShareLink;
      const html = (await request(server).get(`/s/${slug}`).expect(200)).text;
      expect(html).toMatch(
        /<div class="nsfw">\s*<input type="checkbox" class="reveal" id="show-[^"]+">\s*<img /,
      );
      expect(html).toContain('This image may contain adult content.');
      expect(html).toContain('<span class="show">Show</span>');
      // No chat app unfurls it.
      expect(html).not.toContain('og:image');
      const content = await request(server).get(`/api/shares/${slug}/content`).expect(200);
      expect(content.body.items[0].nsfw).toBe(true);
    });

    it('shares an unflagged image without asking', async () => {
      const owner = await api.register();
      const creation = await saveImage(owner.token);
      const html = (
        await request(server)
          .get(`/s/${(await share(owner.token, { creationId: creation.id })).slug}`)
          .expect(200)
      ).text;
      expect(html).not.toContain('class="nsfw"');
      expect(html).toContain('og:image');
    });
  });
});
