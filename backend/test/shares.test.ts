import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { type DataSource } from 'typeorm';
import { type ApiClient } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { binaryBody } from './support/binary-body.js';
import { type TestApp } from './support/test-app.js';

const MODEL = 'rundiffusion:130@100';
const PROMPT = 'a secret lighthouse recipe in violet fog';
const PUBLIC_URL = 'https://studio.example';

/** Saves made so far: each image gets its own colour (the same bytes twice are one image). */
let made = 0;

async function pngDataUrl(width: number, height: number): Promise<string> {
  made += 1;
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: made % 256, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

interface ShareAnswer {
  id: string;
  slug: string;
  url: string;
  expiresAt: string | null;
  allowDownload: boolean;
  showPrompt: boolean;
  views: number;
  createdAt: string;
}

interface ContentAnswer {
  kind: string;
  title: string;
  ownerName: string;
  items: {
    id: string;
    width: number;
    height: number;
    displayUrl: string;
    thumbnailUrl: string;
    downloadUrl: string | null;
    prompt?: string;
  }[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** The content of a meta tag, read from the HTML as a crawler does (no script runs). */
function metaContent(html: string, key: string): string | undefined {
  const tags = html.match(/<meta\s[^>]*>/g) ?? [];
  for (const tag of tags) {
    const named = new RegExp(`(?:property|name)="${key.replace(/[:]/g, '\\:')}"`).test(tag);
    if (named) return /content="([^"]*)"/.exec(tag)?.[1];
  }
  return undefined;
}

const decoded = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('share links', () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;
  let server: ReturnType<TestApp['app']['getHttpServer']>;

  beforeAll(async () => {
    ({ app, api, db } = await startAppSession({ PUBLIC_URL }));
    server = app.app.getHttpServer();
  });
  afterAll(() => app.close());

  const saveImage = async (
    token: string,
    body: Record<string, unknown> = {},
    size: [number, number] = [64, 48],
  ) =>
    (
      await api
        .post(
          '/api/save-image',
          {
            imageData: await pngDataUrl(...size),
            prompt: PROMPT,
            negative_prompt: 'blurry',
            model_id: MODEL,
            width: size[0],
            height: size[1],
            format: 'png',
            parameters: { steps: 20, seed: 424242 },
            ...body,
          },
          token,
        )
        .expect(201)
    ).body as { id: string };

  const folderIdOf = async (userId: string, name: string) =>
    (await db.query('SELECT id FROM folders WHERE user_id = $1 AND name = $2', [userId, name]))[0]
      .id as string;

  const share = async (token: string, body: Record<string, unknown>) =>
    (await api.post('/api/shares', body, token).expect(201)).body as ShareAnswer;

  const content = (slug: string, password?: string, query = '') => {
    const call = request(server).get(`/api/shares/${slug}/content${query}`);
    return password === undefined ? call : call.set('X-Share-Password', password);
  };

  const page = (slug: string) => request(server).get(`/s/${slug}`);

  const fetchImage = (url: string) =>
    request(server).get(url.replace(PUBLIC_URL, '')).buffer(true).parse(binaryBody);

  describe('owner', () => {
    it('shares a creation over REST with exactly the documented answer, and lists it', async () => {
      const { token } = await api.register();
      const creation = await saveImage(token);
      const created = await share(token, { creationId: creation.id });
      expect(created).toMatchObject({
        id: expect.any(String),
        slug: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        expiresAt: null,
        allowDownload: false,
        showPrompt: false,
        views: 0,
        createdAt: expect.any(String),
      });
      expect(created.url).toBe(`${PUBLIC_URL}/s/${created.slug}`);
      // 16 random bytes: the slug decodes to 128 bits.
      expect(Buffer.from(created.slug, 'base64url')).toHaveLength(16);

      const listed = (await api.get('/api/shares', token).expect(200)).body as ShareAnswer[];
      expect(listed.map((link) => link.id)).toEqual([created.id]);
      const [row] = await db.query('SELECT password_hash FROM share_links WHERE id = $1', [
        created.id,
      ]);
      expect(row.password_hash).toBeNull();
    });

    it('works on GraphQL: create, list, update and revoke', async () => {
      const { token, user } = await api.register();
      await saveImage(token, { folder: 'Travels' });
      const folderId = await folderIdOf(user.id, 'Travels');
      const created = await api.graphql<{ createShareLink: { id: string; kind: string } }>(
        `mutation($input: CreateShareLinkInput!) { createShareLink(input: $input) { id kind folderId hasPassword url } }`,
        { input: { folderId, password: 'open sesame', showPrompt: true } },
        token,
      );
      expect(created.errors).toBeUndefined();
      expect(created.data!.createShareLink).toMatchObject({
        kind: 'folder',
        folderId,
        hasPassword: true,
      });
      const id = created.data!.createShareLink.id;
      const updated = await api.graphql<{ updateShareLink: Record<string, unknown> }>(
        `mutation($id: ID!, $input: UpdateShareLinkInput!) { updateShareLink(id: $id, input: $input) { hasPassword allowDownload showPrompt } }`,
        { id, input: { password: null, allowDownload: true } },
        token,
      );
      expect(updated.data!.updateShareLink).toEqual({
        hasPassword: false,
        allowDownload: true,
        showPrompt: true,
      });
      const mine = await api.graphql<{ myShareLinks: { id: string }[] }>(
        '{ myShareLinks { id views lastViewedAt } }',
        {},
        token,
      );
      expect(mine.data!.myShareLinks.map((link) => link.id)).toEqual([id]);
      const revoked = await api.graphql(
        'mutation($id: ID!) { revokeShareLink(id: $id) }',
        { id },
        token,
      );
      expect(revoked.data).toEqual({ revokeShareLink: true });
      const after = await api.graphql<{ myShareLinks: unknown[] }>(
        '{ myShareLinks { id } }',
        {},
        token,
      );
      expect(after.data!.myShareLinks).toEqual([]);
    });

    it('lists on GraphQL what each link shows: the image by its thumbnail, the folder by name', async () => {
      const { token, user } = await api.register();
      const creation = await saveImage(token, { folder: 'Holidays' });
      const folderId = await folderIdOf(user.id, 'Holidays');
      await share(token, { creationId: creation.id });
      await share(token, { folderId });
      const mine = await api.graphql<{
        myShareLinks: { kind: string; thumbnailUrl: string | null; folder: unknown }[];
      }>('{ myShareLinks { kind thumbnailUrl folder { id name } } }', {}, token);
      expect(mine.errors).toBeUndefined();
      const [folderLink, imageLink] = mine.data!.myShareLinks;
      expect(folderLink).toEqual({
        kind: 'folder',
        thumbnailUrl: null,
        folder: { id: folderId, name: 'Holidays' },
      });
      expect(imageLink).toMatchObject({ kind: 'creation', folder: null });
      const thumbnail = await fetchImage(imageLink.thumbnailUrl!).expect(200);
      expect((await sharp(thumbnail.body as Buffer).metadata()).format).toBe('webp');
    });

    it("answers another user's creation, folder or link with the same 404 as an unknown one", async () => {
      const owner = await api.register();
      const other = await api.register();
      const creation = await saveImage(owner.token, { folder: 'Private' });
      const folderId = await folderIdOf(owner.user.id, 'Private');
      const unknown = await api
        .post('/api/shares', { creationId: randomUUID() }, other.token)
        .expect(404);
      const foreign = await api
        .post('/api/shares', { creationId: creation.id }, other.token)
        .expect(404);
      expect(foreign.body).toEqual(unknown.body);
      const foreignFolder = await api.post('/api/shares', { folderId }, other.token).expect(404);
      const unknownFolder = await api
        .post('/api/shares', { folderId: randomUUID() }, other.token)
        .expect(404);
      expect(foreignFolder.body).toEqual(unknownFolder.body);

      const link = await share(owner.token, { creationId: creation.id });
      await api.patch(`/api/shares/${link.id}`, { showPrompt: true }, other.token).expect(404);
      await api.delete(`/api/shares/${link.id}`, other.token).expect(404);
      await api.delete('/api/shares/not-a-uuid', other.token).expect(404);
      expect((await api.get('/api/shares', other.token).expect(200)).body).toEqual([]);
      const [row] = await db.query(
        'SELECT show_prompt, revoked_at FROM share_links WHERE id = $1',
        [link.id],
      );
      expect(row).toEqual({ show_prompt: false, revoked_at: null });
      const graphql = await api.graphql(
        'mutation($input: CreateShareLinkInput!) { createShareLink(input: $input) { id } }',
        { input: { creationId: creation.id } },
        other.token,
      );
      expect(graphql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('refuses a past expiry, a bad password, and a target that is not exactly one thing, storing nothing', async () => {
      const { token, user } = await api.register();
      const creation = await saveImage(token);
      const folderId = await folderIdOf(user.id, 'Default');
      const refusals: [Record<string, unknown>, string][] = [
        [{ creationId: creation.id, expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
        [{ creationId: creation.id, expiresAt: 'tomorrow' }, 'expiresAt'],
        [{ creationId: creation.id, password: '' }, 'password'],
        [{ creationId: creation.id, password: 'x'.repeat(201) }, 'password'],
        [{ creationId: creation.id, allowDownload: 'yes' }, 'allowDownload'],
        [{}, 'creationId'],
        [{ creationId: creation.id, folderId }, 'creationId'],
      ];
      for (const [body, field] of refusals) {
        const answer = await api.post('/api/shares', body, token).expect(400);
        expect(answer.body).toMatchObject({ code: 'BAD_USER_INPUT', field });
      }
      const past = await api
        .post('/api/shares', { creationId: creation.id, expiresAt: '2020-01-01' }, token)
        .expect(400);
      expect(past.body.message).toBe('expiresAt must be in the future');
      const [{ n }] = await db.query(
        'SELECT count(*)::int AS n FROM share_links WHERE user_id = $1',
        [user.id],
      );
      expect(n).toBe(0);

      const link = await share(token, {
        creationId: creation.id,
        password: 'x'.repeat(200),
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const patched = await api
        .patch(`/api/shares/${link.id}`, { expiresAt: '2021-06-01T00:00:00Z' }, token)
        .expect(400);
      expect(patched.body.field).toBe('expiresAt');
      const never = await api.patch(`/api/shares/${link.id}`, { expiresAt: null }, token);
      expect(never.status).toBe(200);
      expect(never.body.expiresAt).toBeNull();
    });

    it('needs the share scope of an API key limited to scopes', async () => {
      const { token } = await api.register();
      const creation = await saveImage(token);
      const keyWith = async (scopes: string[]) =>
        (
          await api
            .post(
              '/api/keys',
              { name: `k-${scopes.join()}`, scopes, currentPassword: 'secret-123' },
              token,
            )
            .expect(201)
        ).body.key as string;
      const reader = await keyWith(['gallery:read']);
      const refused = await api
        .post('/api/shares', { creationId: creation.id }, reader)
        .expect(403);
      expect(refused.body.message).toBe(
        'This API key is limited to gallery:read; this needs share',
      );
      const sharer = await keyWith(['share']);
      await api.post('/api/shares', { creationId: creation.id }, sharer).expect(201);
      await api.get('/api/shares', sharer).expect(200);
    });
  });

  describe('viewer', () => {
    it('hides prompt and settings from every answer unless the link shows them', async () => {
      const { token } = await api.register({ name: 'Ada Painter' });
      const creation = await saveImage(token);
      const hidden = await share(token, { creationId: creation.id });

      const rest = await content(hidden.slug).expect(200);
      expect(rest.body).toMatchObject({ kind: 'creation', ownerName: 'Ada Painter' });
      const restText = JSON.stringify(rest.body);
      for (const secret of [PROMPT, MODEL, 'blurry', '424242']) {
        expect(restText).not.toContain(secret);
      }
      expect(rest.body.items[0]).not.toHaveProperty('prompt');
      expect(rest.body.items[0]).not.toHaveProperty('parameters');

      const graphql = await api.graphql<{ sharedContent: { items: Record<string, unknown>[] } }>(
        'query($slug: String!) { sharedContent(slug: $slug) { items { prompt negativePrompt modelId parameters } } }',
        { slug: hidden.slug },
      );
      expect(graphql.data!.sharedContent.items[0]).toEqual({
        prompt: null,
        negativePrompt: null,
        modelId: null,
        parameters: null,
      });

      const html = (await page(hidden.slug).expect(200)).text;
      for (const secret of [PROMPT, MODEL, 'blurry', '424242']) {
        expect(html).not.toContain(secret);
      }

      const shown = await share(token, { creationId: creation.id, showPrompt: true });
      const open = await content(shown.slug).expect(200);
      expect(open.body.items[0]).toMatchObject({
        prompt: PROMPT,
        negativePrompt: 'blurry',
        modelId: MODEL,
        parameters: { steps: 20, seed: 424242 },
      });
      const openHtml = (await page(shown.slug).expect(200)).text;
      expect(openHtml).toContain(PROMPT);
      expect(openHtml).toContain(MODEL);
      expect(openHtml).toContain('424242');
    });

    it('gives no URL of the original file while download is off, and the original once allowed', async () => {
      const { token } = await api.register();
      const creation = await saveImage(token, {}, [1600, 1200]);
      const link = await share(token, { creationId: creation.id });
      const answer = (await content(link.slug).expect(200)).body as ContentAnswer;
      const [image] = answer.items;
      expect(image.downloadUrl).toBeNull();
      expect(JSON.stringify(answer)).not.toMatch(/\/original|\/api\/files|users\//);
      const html = (await page(link.slug).expect(200)).text;
      expect(html).not.toMatch(/\/original|\/api\/files|users\/|download/i);

      // What is shown is a display-size rendition, never the stored file.
      expect(image).toMatchObject({ width: 1280, height: 960 });
      const display = await fetchImage(image.displayUrl).expect(200);
      expect(display.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(display.body as Buffer).metadata();
      expect([metadata.width, metadata.height]).toEqual([1280, 960]);

      // The original's URL cannot be made from a display URL: the signature names the variant.
      const forged = image.displayUrl.replace('/display?', '/original?');
      await fetchImage(forged).expect(404);

      await api.patch(`/api/shares/${link.id}`, { allowDownload: true }, token).expect(200);
      const allowed = (await content(link.slug).expect(200)).body as ContentAnswer;
      const original = await fetchImage(allowed.items[0].downloadUrl!).expect(200);
      expect(original.headers['content-type']).toBe('image/png');
      expect(original.headers['content-disposition']).toContain('attachment');
      expect((await sharp(original.body as Buffer).metadata()).width).toBe(1600);
      expect((await page(link.slug).expect(200)).text).toContain('Download');

      // Turned off again, the original URL already handed out stops working.
      await api.patch(`/api/shares/${link.id}`, { allowDownload: false }, token).expect(200);
      await fetchImage(allowed.items[0].downloadUrl!).expect(404);
    });

    it('asks for the password, refuses a wrong one, and answers a flood with 429 and Retry-After', async () => {
      const { token } = await api.register();
      const creation = await saveImage(token);
      const link = await share(token, { creationId: creation.id, password: 'correct horse' });

      const missing = await content(link.slug).expect(401);
      expect(missing.body).toMatchObject({
        code: 'SHARE_PASSWORD_REQUIRED',
        passwordRequired: true,
      });
      const wrong = await content(link.slug, 'wrong horse').expect(401);
      expect(wrong.body.message).toBe('Wrong password for this shared link');
      await content(link.slug, 'correct horse').expect(200);

      const form = await page(link.slug).expect(401);
      expect(form.text).toContain('<form method="post"');
      expect(form.text).not.toContain('/images/');
      expect(metaContent(form.text, 'og:image')).toBeUndefined();

      // Ten tries per address and link in the window: the right one above gave its try back.
      for (let tries = 1; tries < 10; tries++)
        await content(link.slug, `guess ${tries}`).expect(401);
      const flooded = await content(link.slug, 'guess 10').expect(429);
      expect(flooded.body.code).toBe('RATE_LIMITED');
      expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password waits now: the flood cannot keep guessing.
      await content(link.slug, 'correct horse').expect(429);
      const formFlooded = await request(server)
        .post(`/s/${link.slug}`)
        .type('form')
        .send({ password: 'guess 11' })
        .expect(429);
      expect(Number(formFlooded.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('opens a password page through its form, keeping a pass for the next pages', async () => {
      const { token } = await api.register();
      const creation = await saveImage(token);
      const link = await share(token, { creationId: creation.id, password: 'p4ss' });
      const wrong = await request(server)
        .post(`/s/${link.slug}`)
        .type('form')
        .send({ password: 'nope' })
        .expect(401);
      expect(wrong.text).toContain('Wrong password');
      const right = await request(server)
        .post(`/s/${link.slug}`)
        .type('form')
        .send({ password: 'p4ss' })
        .expect(303);
      expect(right.headers.location).toBe(`/s/${link.slug}`);
      const cookie = String(right.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/i);
      const pass = cookie.split(';')[0];
      const opened = await page(link.slug).set('Cookie', pass).expect(200);
      expect(opened.text).toContain('/images/');
      // A changed password makes the pass worthless.
      await api.patch(`/api/shares/${link.id}`, { password: 'n3w' }, token).expect(200);
      await page(link.slug).set('Cookie', pass).expect(401);
    });

    it('answers unknown, revoked and expired links alike, and revoking stops images at once', async () => {
      const { token } = await api.register();
      const creation = await saveImage(token);
      const revoked = await share(token, { creationId: creation.id });
      const expired = await share(token, { creationId: creation.id });
      const shown = (await content(revoked.slug).expect(200)).body as ContentAnswer;
      await fetchImage(shown.items[0].displayUrl).expect(200);

      await api.delete(`/api/shares/${revoked.id}`, token).expect(200);
      await db.query(
        `UPDATE share_links SET expires_at = now() - interval '1 second' WHERE id = $1`,
        [expired.id],
      );
      const unknownSlug = 'A'.repeat(22);
      const answers = await Promise.all(
        [unknownSlug, revoked.slug, expired.slug, 'short'].map((slug) => content(slug).expect(404)),
      );
      for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
      // A password changes nothing: a dead link never asks for one.
      await content(revoked.slug, 'anything').expect(404);

      for (const slug of [unknownSlug, revoked.slug, expired.slug]) {
        const html = await page(slug).expect(404);
        expect(html.text).toContain('<h1>404 Page Not Found</h1>');
        expect(html.headers['content-type']).toMatch(/^text\/html/);
      }
      await fetchImage(shown.items[0].displayUrl).expect(404);
      await fetchImage(shown.items[0].thumbnailUrl).expect(404);
      const graphql = await api.graphql(
        'query($slug: String!) { sharedContent(slug: $slug) { title } }',
        {
          slug: revoked.slug,
        },
      );
      expect(graphql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      // A revoked link cannot be changed back to life.
      await api.patch(`/api/shares/${revoked.id}`, { showPrompt: true }, token).expect(404);
    });

    it('ends the links of a deleted creation and of a deleted folder', async () => {
      const { token, user } = await api.register();
      const creation = await saveImage(token);
      const inFolder = await saveImage(token, { folder: 'Doomed' });
      const folderId = await folderIdOf(user.id, 'Doomed');
      const imageLink = await share(token, { creationId: creation.id });
      const folderLink = await share(token, { folderId });
      const shown = (await content(imageLink.slug).expect(200)).body as ContentAnswer;

      await api.delete(`/api/creations/${creation.id}`, token).expect(200);
      await content(imageLink.slug).expect(404);
      await page(imageLink.slug).expect(404);
      await fetchImage(shown.items[0].displayUrl).expect(404);

      await content(folderLink.slug).expect(200);
      await api.delete(`/api/folders/${folderId}`, token).expect(200);
      await content(folderLink.slug).expect(404);
      // The folder's image moved to Default and stays private.
      const [{ n }] = await db.query(
        'SELECT count(*)::int AS n FROM share_links WHERE user_id = $1',
        [user.id],
      );
      expect(n).toBe(0);
      expect(inFolder.id).toBeDefined();
    });

    it('counts views and the last view, and exports the counters', async () => {
      const { token } = await api.register();
      const creation = await saveImage(token);
      const link = await share(token, { creationId: creation.id });
      await content(link.slug).expect(200);
      await page(link.slug).expect(200);
      const [listed] = (await api.get('/api/shares', token).expect(200)).body;
      expect(listed.views).toBe(2);
      expect(new Date(listed.lastViewedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const metrics = (await request(server).get('/metrics').expect(200)).text;
      expect(metrics).toMatch(/studio_share_links_created_total\{kind="creation"\} [1-9]/);
      expect(metrics).toMatch(/studio_share_views_total\{kind="creation"\} [1-9]/);
    });

    it('pages a shared folder, in the API and as a grid on the page', async () => {
      const { token, user } = await api.register();
      for (let index = 0; index < 3; index++) await saveImage(token, { folder: 'Many' });
      await saveImage(token, { folder: 'Elsewhere' });
      const link = await share(token, { folderId: await folderIdOf(user.id, 'Many') });
      const first = (await content(link.slug, undefined, '?first=2').expect(200))
        .body as ContentAnswer;
      expect(first).toMatchObject({ kind: 'folder', title: 'Many', hasMore: true });
      expect(first.items).toHaveLength(2);
      const second = (
        await content(link.slug, undefined, `?first=2&after=${first.nextCursor}`).expect(200)
      ).body as ContentAnswer;
      expect(second).toMatchObject({ hasMore: false, nextCursor: null });
      expect(second.items).toHaveLength(1);
      const ids = [...first.items, ...second.items].map((item) => item.id);
      expect(new Set(ids).size).toBe(3);
      await content(link.slug, undefined, '?after=not-a-cursor').expect(400);

      const html = (await page(link.slug).expect(200)).text;
      expect(html).toContain('class="grid"');
      expect(html.match(/<figure>/g)).toHaveLength(3);
      // An image of another folder is not reachable through this link.
      const other = (
        await db.query(
          `SELECT c.id FROM creations c JOIN folders f ON f.id = c.folder_id WHERE f.user_id = $1 AND f.name = 'Elsewhere'`,
          [user.id],
        )
      )[0].id as string;
      const outside = first.items[0].displayUrl.replace(first.items[0].id, other);
      await fetchImage(outside).expect(404);
    });
  });

  describe('shared page', () => {
    it('carries Open Graph and Twitter card tags a crawler can unfurl, with a working preview image', async () => {
      const { token } = await api.register({ name: 'Grace Hopper' });
      const creation = await saveImage(token, {}, [1600, 900]);
      const link = await share(token, { creationId: creation.id });
      // A crawler: no cookies, no script, a bot's user agent.
      const answer = await page(link.slug)
        .set('User-Agent', 'Slackbot-LinkExpanding 1.0')
        .expect(200);
      const html = answer.text;
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html).not.toContain('<script');
      expect(metaContent(html, 'og:title')).toBe('An image by Grace Hopper');
      expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/s/${link.slug}`);
      expect(metaContent(html, 'og:type')).toBe('website');
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      const image = decoded(metaContent(html, 'og:image')!);
      expect(image.startsWith(`${PUBLIC_URL}/s/${link.slug}/images/`)).toBe(true);
      expect(decoded(metaContent(html, 'twitter:image')!)).toBe(image);
      expect(metaContent(html, 'og:image:width')).toBe('1280');
      expect(metaContent(html, 'og:image:height')).toBe('720');
      // Signed for long enough that a chat app fetching it later still gets it.
      const expires = Number(new URL(image).searchParams.get('expires'));
      expect(expires * 1000 - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
      const preview = await fetchImage(image).expect(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      expect(html).toContain('Shared by Grace Hopper');
    });

    it('escapes every string a user wrote', async () => {
      const name = `Eve"><script>alert('name')</script>`;
      const { token, user } = await api.register({ name });
      const folder = `<img src=x onerror=alert('folder')>`;
      const prompt = `</dd><script>alert("prompt")</script>`;
      await saveImage(token, { folder, prompt, parameters: { note: '<b onclick=x>' } });
      const [{ id: folderId }] = await db.query(
        'SELECT id FROM folders WHERE user_id = $1 AND is_default = false',
        [user.id],
      );
      const link = await share(token, { folderId, showPrompt: true });
      const html = (await page(link.slug).expect(200)).text;
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<b onclick');
      expect(html).toContain('&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=alert(&#39;folder&#39;)&gt;');
      expect(html).toContain('&lt;/dd&gt;&lt;script&gt;alert(&quot;prompt&quot;)');
      expect(decoded(metaContent(html, 'og:title')!)).toBe(folder);
    });

    it('is served outside /api, also for a slug that looks like a client route', async () => {
      const { token } = await api.register();
      const creation = await saveImage(token);
      const link = await share(token, { creationId: creation.id });
      await request(server).get(`/api/s/${link.slug}`).expect(404);
      const html = await page(link.slug).expect(200);
      expect(html.text).toContain('<!doctype html>');
    });
  });
});
