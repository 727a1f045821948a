import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { type DataSource } from 'typeorm';
import { SHARE_REPORTS_PER_IP_PER_HOUR } from '../src/shares/share-report-limiter.js';
import { type ApiClient, signInAdministrator } from './support/api-client.js';
import { type MailedAppSession, startAppWithInbox } from './support/app-session.js';
import { type SmtpInbox, uniqueEmail } from './support/smtp-inbox.js';
import { type TestApp } from './support/test-app.js';

const REPORT = `mutation($slug: String!, $input: ReportSharedLinkInput!) {
  reportSharedLink(slug: $slug, input: $input)
}`;
const REPORTED_LINKS = `query($first: Int!, $after: String) {
  adminReportedShareLinks(first: $first, after: $after) {
    totalCount nextCursor
    items {
      id url kind title thumbnailUrl state ownerId ownerName ownerEmail reportCount lastReportedAt
      reports { reason note createdAt }
    }
  }
}`;
const DISABLE_LINK = `mutation($id: ID!) { adminDisableShareLink(id: $id) }`;
const DISABLE_USER_LINKS = `mutation($userId: ID!) { adminDisableUserShareLinks(userId: $userId) }`;
const DISABLED_SUBJECT = /share links? (of yours )?(was|were) disabled/i;

interface ReportedLink {
  id: string;
  url: string;
  kind: string;
  title: string;
  thumbnailUrl: string | null;
  state: string;
  ownerId: string;
  ownerEmail: string;
  reportCount: number;
  reports: { reason: string; note: string | null }[];
}

/** An address of its own for each caller: the report limit counts per address. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('reports of shared pages and what administrators do with them', () => {
  let session: MailedAppSession;
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;
  let inbox: SmtpInbox;
  let server: ReturnType<TestApp['app']['getHttpServer']>;
  let admin: { token: string };

  beforeAll(async () => {
    session = await startAppWithInbox({
      TRUSTED_PROXIES: 'loopback',
      PUBLIC_URL: 'https://studio.example',
    });
    ({ app, api, db, inbox } = session);
    server = app.app.getHttpServer();
    admin = await signInAdministrator(app, api);
  });
  afterAll(() => session?.close());

  const owner = async (name = 'Oli Owner') => {
    const email = uniqueEmail('owner');
    return { ...(await api.register({ name, email })), email };
  };

  const saveImage = async (token: string, folder?: string) => {
    const png = await sharp({
      create: { width: 24, height: 24, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    return (
      await api
        .post(
          '/api/save-image',
          {
            imageData: `data:image/png;base64,${png.toString('base64')}`,
            prompt: 'a red square',
            model_id: 'rundiffusion:130@100',
            ...(folder ? { folder } : {}),
          },
          token,
        )
        .expect(201)
    ).body as { id: string };
  };

  const share = async (token: string, body: Record<string, unknown>) =>
    (await api.post('/api/shares', body, token).expect(201)).body as { id: string; slug: string };

  const report = (slug: string, body: Record<string, unknown>, ip = freshIp()) =>
    request(server).post(`/api/shares/${slug}/reports`).set('X-Forwarded-For', ip).send(body);

  const reportedLinks = async () => {
    const answer = await api.graphql<{
      adminReportedShareLinks: { totalCount: number; items: ReportedLink[] };
    }>(REPORTED_LINKS, { first: 100 }, admin.token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.adminReportedShareLinks;
  };
  const reportedLink = async (id: string) =>
    (await reportedLinks()).items.find((link) => link.id === id);

  describe('reporting', () => {
    it('takes a reason from the list and an optional note, from anyone, over REST, GraphQL and the page', async () => {
      const { token } = await owner();
      const creation = await saveImage(token);
      const link = await share(token, { creationId: creation.id, password: 'secret' });

      await report(link.slug, { reason: 'spam' }).expect(201, { message: 'Reported' });
      const viewer = await api.register();
      const graphql = await request(server)
        .post('/graphql')
        .set('X-Forwarded-For', freshIp())
        .set('Authorization', `Bearer ${viewer.token}`)
        .send({
          query: REPORT,
          variables: { slug: link.slug, input: { reason: 'violence', note: '  gory  ' } },
        });
      expect(graphql.body).toEqual({ data: { reportSharedLink: true } });

      // The page's own form (a password link needs no password to be reported).
      const page = await request(server)
        .post(`/s/${link.slug}/report`)
        .set('X-Forwarded-For', freshIp())
        .type('form')
        .send({ reason: 'copyright', note: 'my drawing' })
        .expect(200);
      expect(page.text).toContain('<h1>Thank you for your report</h1>');

      const rows = await db.query(
        'SELECT reason, note, reporter_id FROM share_reports WHERE share_link_id = $1 ORDER BY created_at',
        [link.id],
      );
      expect(rows).toEqual([
        { reason: 'spam', note: null, reporter_id: null },
        { reason: 'violence', note: 'gory', reporter_id: viewer.user.id },
        { reason: 'copyright', note: 'my drawing', reporter_id: null },
      ]);
    });

    it('refuses a reason not on the list, a note over 1000 characters and a dead link, storing nothing', async () => {
      const { token } = await owner();
      const link = await share(token, { creationId: (await saveImage(token)).id });

      const badReason = await report(link.slug, { reason: 'boring' }).expect(400);
      expect(badReason.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
      await report(link.slug, {}).expect(400);
      const longNote = await report(link.slug, { reason: 'other', note: 'x'.repeat(1001) }).expect(
        400,
      );
      expect(longNote.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'note' });
      await report(link.slug, { reason: 'other', note: 'x'.repeat(1000) }).expect(201);
      const graphql = await api.graphql(REPORT, {
        slug: link.slug,
        input: { reason: 'boring' },
      });
      expect(graphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

      await report('D'.repeat(22), { reason: 'spam' }).expect(404);
      await api.delete(`/api/shares/${link.id}`, token).expect(200);
      await report(link.slug, { reason: 'spam' }).expect(404);

      const form = await request(server)
        .post(`/s/${link.slug}/report`)
        .set('X-Forwarded-For', freshIp())
        .type('form')
        .send({ reason: 'spam' })
        .expect(404);
      expect(form.text).toContain('<h1>404 Page Not Found</h1>');
      const [{ n }] = await db.query(
        'SELECT count(*)::int AS n FROM share_reports WHERE share_link_id = $1',
        [link.id],
      );
      expect(n).toBe(1);
    });

    it('says on the page what was wrong, with the form to try again', async () => {
      const { token } = await owner();
      const link = await share(token, { creationId: (await saveImage(token)).id });
      const shown = (await request(server).get(`/s/${link.slug}`).expect(200)).text;
      expect(shown).toContain('<summary>Report this page</summary>');
      expect(shown).toContain(`<form method="post" action="/s/${link.slug}/report">`);
      expect(shown).toContain('<option value="minor">Endangers or sexualises a minor</option>');

      const refused = await request(server)
        .post(`/s/${link.slug}/report`)
        .set('X-Forwarded-For', freshIp())
        .type('form')
        .send({ reason: '' })
        .expect(400);
      expect(refused.text).toContain('<h1>Your report was not sent</h1>');
      expect(refused.text).toContain('reason is required');
      expect(refused.text).toContain('<select id="reason" name="reason" required>');
    });

    it('counts reports per address: past the limit a 429 with Retry-After, on the API and the page', async () => {
      const { token } = await owner();
      const link = await share(token, { creationId: (await saveImage(token)).id });
      const ip = freshIp();
      for (let index = 0; index < SHARE_REPORTS_PER_IP_PER_HOUR; index++) {
        await report(link.slug, { reason: 'spam' }, ip).expect(201);
      }
      const limited = await report(link.slug, { reason: 'spam' }, ip).expect(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Made-up slugs spend the same count: the limit comes before the lookup.
      await report('E'.repeat(22), { reason: 'spam' }, ip).expect(429);
      const page = await request(server)
        .post(`/s/${link.slug}/report`)
        .set('X-Forwarded-For', ip)
        .type('form')
        .send({ reason: 'spam' })
        .expect(429);
      expect(page.headers['retry-after']).toBeDefined();
      expect(page.text).toContain('Too many reports');
      // Another address is not held back.
      await report(link.slug, { reason: 'spam' }).expect(201);
    });
  });

  describe('administrators', () => {
    it('list the reported links with the owner, each report, and how many there are', async () => {
      const account = await owner('Rita Reported');
      const creation = await saveImage(account.token, 'Gallery wall');
      const imageLink = await share(account.token, { creationId: creation.id });
      const [{ id: folderId }] = await db.query(
        'SELECT id FROM folders WHERE user_id = $1 AND name = $2',
        [account.user.id, 'Gallery wall'],
      );
      const folderLink = await share(account.token, { folderId });
      await report(imageLink.slug, { reason: 'hate', note: 'slur in the image' }).expect(201);
      await report(imageLink.slug, { reason: 'spam' }).expect(201);
      await report(folderLink.slug, { reason: 'other' }).expect(201);

      const image = await reportedLink(imageLink.id);
      expect(image).toMatchObject({
        url: `https://studio.example/s/${imageLink.slug}`,
        kind: 'creation',
        title: 'An image',
        state: 'live',
        ownerId: account.user.id,
        ownerEmail: account.email,
        reportCount: 2,
        reports: [
          { reason: 'spam', note: null },
          { reason: 'hate', note: 'slur in the image' },
        ],
      });
      expect(image!.thumbnailUrl).toMatch(/^\/api\/files\//);
      expect(await reportedLink(folderLink.id)).toMatchObject({
        kind: 'folder',
        title: 'Gallery wall',
        reportCount: 1,
        thumbnailUrl: null,
      });
      // The most recently reported first.
      const { items } = await reportedLinks();
      expect(items.findIndex((link) => link.id === folderLink.id)).toBeLessThan(
        items.findIndex((link) => link.id === imageLink.id),
      );

      const user = await api.register();
      const refused = await api.graphql(REPORTED_LINKS, { first: 10 }, user.token);
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      for (const mutation of [DISABLE_LINK, DISABLE_USER_LINKS]) {
        const answer = await api.graphql(
          mutation,
          { id: imageLink.id, userId: account.user.id },
          user.token,
        );
        expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      }
      await request(server).get(`/s/${imageLink.slug}`).expect(200);
    });

    it('disable one link: it answers as a revoked one, and its owner is told by mail', async () => {
      const account = await owner();
      const creation = await saveImage(account.token);
      const reported = await share(account.token, { creationId: creation.id });
      const untouched = await share(account.token, { creationId: creation.id });
      const revoked = await share(account.token, { creationId: creation.id });
      await api.delete(`/api/shares/${revoked.id}`, account.token).expect(200);
      const content = (
        await request(server).get(`/api/shares/${reported.slug}/content`).expect(200)
      ).body;
      await report(reported.slug, { reason: 'sexual' }).expect(201);

      const disabled = await api.graphql(DISABLE_LINK, { id: reported.id }, admin.token);
      expect(disabled.data).toEqual({ adminDisableShareLink: true });

      const dead = await request(server).get(`/s/${reported.slug}`).expect(404);
      const revokedPage = await request(server).get(`/s/${revoked.slug}`).expect(404);
      expect(dead.text).toBe(revokedPage.text);
      const deadContent = await request(server).get(`/api/shares/${reported.slug}/content`);
      const revokedContent = await request(server).get(`/api/shares/${revoked.slug}/content`);
      expect(deadContent.status).toBe(404);
      expect(deadContent.body).toEqual(revokedContent.body);
      await request(server).get(content.items[0].displayUrl).expect(404);
      await request(server).get(`/s/${untouched.slug}`).expect(200);
      expect((await reportedLink(reported.id))?.state).toBe('disabled');
      // Gone from the owner's list, as revoked links are.
      const listed = (await api.get('/api/shares', account.token).expect(200)).body as {
        id: string;
      }[];
      expect(listed.map((link) => link.id)).toEqual([untouched.id]);

      const mail = await inbox.next(account.email, DISABLED_SUBJECT);
      expect(mail.subject).toBe('A share link of yours was disabled');
      expect(mail.text).toContain(
        'an administrator of PixelForge Studio disabled one of your share links',
      );
      expect(mail.text).toContain('https://studio.example/gallery');

      // Again, or on a link its owner revoked: nothing changes and no one is mailed.
      await api.graphql(DISABLE_LINK, { id: reported.id }, admin.token);
      await api.graphql(DISABLE_LINK, { id: revoked.id }, admin.token);
      const unknown = await api.graphql(
        DISABLE_LINK,
        { id: '00000000-0000-4000-8000-000000000000' },
        admin.token,
      );
      expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      await expect(inbox.next(account.email, DISABLED_SUBJECT, 1500)).rejects.toThrow(/No mail/);
    });

    it("disable every link of a user at once, others' links untouched, with one mail", async () => {
      const account = await owner();
      const bystander = await owner();
      const creation = await saveImage(account.token);
      const links = [
        await share(account.token, { creationId: creation.id }),
        await share(account.token, { creationId: creation.id, password: 'pw' }),
      ];
      const theirs = await share(bystander.token, {
        creationId: (await saveImage(bystander.token)).id,
      });

      const answer = await api.graphql(
        DISABLE_USER_LINKS,
        { userId: account.user.id },
        admin.token,
      );
      expect(answer.data).toEqual({ adminDisableUserShareLinks: 2 });
      for (const link of links) await request(server).get(`/s/${link.slug}`).expect(404);
      await request(server).get(`/s/${theirs.slug}`).expect(200);
      const mail = await inbox.next(account.email, DISABLED_SUBJECT);
      expect(mail.subject).toBe('2 share links of yours were disabled');

      // The owner may share again; nothing is left to disable.
      await share(account.token, { creationId: creation.id });
      const again = await api.graphql(
        DISABLE_USER_LINKS,
        { userId: bystander.user.id },
        admin.token,
      );
      expect(again.data).toEqual({ adminDisableUserShareLinks: 1 });
      const unknown = await api.graphql(
        DISABLE_USER_LINKS,
        { userId: '00000000-0000-4000-8000-000000000000' },
        admin.token,
      );
      expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('do the same over REST: the reported links a page at a time, and disabling', async () => {
      const account = await owner('Rhea Rest');
      const bystander = await owner();
      const creation = await saveImage(account.token);
      const first = await share(account.token, { creationId: creation.id });
      const second = await share(account.token, { creationId: creation.id });
      const theirs = await share(bystander.token, {
        creationId: (await saveImage(bystander.token)).id,
      });
      await report(first.slug, { reason: 'spam', note: 'ads' }).expect(201);
      await report(second.slug, { reason: 'hate' }).expect(201);
      const unknownId = '00000000-0000-4000-8000-000000000000';

      // Administrators only.
      const member = await api.register();
      for (const [method, path] of [
        ['get', '/api/admin/share-reports'],
        ['post', `/api/admin/share-links/${first.id}/disable`],
        ['post', `/api/admin/users/${account.user.id}/share-links/disable`],
      ] as const) {
        const refused = await request(server)
          [method](path)
          .set('Authorization', `Bearer ${member.token}`);
        expect({ path, status: refused.status, code: refused.body.code }).toEqual({
          path,
          status: 403,
          code: 'FORBIDDEN',
        });
      }

      // The most recently reported first, with how many there are in all; a page at an offset.
      const listed = (await api.get('/api/admin/share-reports?limit=100', admin.token).expect(200))
        .body as { items: ReportedLink[]; total: number };
      expect(listed.total).toBe((await reportedLinks()).totalCount);
      const ids = listed.items.map((link) => link.id);
      expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(listed.items[ids.indexOf(first.id)]).toEqual({
        id: first.id,
        url: `https://studio.example/s/${first.slug}`,
        kind: 'creation',
        title: 'An image',
        thumbnailUrl: expect.stringMatching(/^\/api\/files\//),
        state: 'live',
        ownerId: account.user.id,
        ownerName: 'Rhea Rest',
        ownerEmail: account.email,
        reportCount: 1,
        lastReportedAt: expect.any(String),
        reports: [
          { id: expect.any(String), reason: 'spam', note: 'ads', createdAt: expect.any(String) },
        ],
      });
      const one = await api
        .get(`/api/admin/share-reports?limit=1&offset=${ids.indexOf(first.id)}`, admin.token)
        .expect(200);
      expect(one.body.items.map((link: ReportedLink) => link.id)).toEqual([first.id]);
      for (const query of ['limit=0', 'limit=x', 'offset=-1']) {
        const refused = await api.get(`/api/admin/share-reports?${query}`, admin.token);
        expect({ query, status: refused.status }).toEqual({ query, status: 400 });
      }

      // One link: it answers as revoked, and its owner is mailed.
      await api
        .post(`/api/admin/share-links/${first.id}/disable`, {}, admin.token)
        .expect(200, { message: 'Disabled' });
      await request(server).get(`/s/${first.slug}`).expect(404);
      await request(server).get(`/s/${second.slug}`).expect(200);
      expect((await reportedLink(first.id))?.state).toBe('disabled');
      expect((await inbox.next(account.email, DISABLED_SUBJECT)).subject).toBe(
        'A share link of yours was disabled',
      );
      for (const id of [unknownId, 'not-an-id']) {
        await api.post(`/api/admin/share-links/${id}/disable`, {}, admin.token).expect(404);
      }

      // Every live link of a user: the one left; the bystander's stays.
      const all = await api
        .post(`/api/admin/users/${account.user.id}/share-links/disable`, {}, admin.token)
        .expect(200);
      expect(all.body).toEqual({ disabled: 1 });
      await request(server).get(`/s/${second.slug}`).expect(404);
      await request(server).get(`/s/${theirs.slug}`).expect(200);
      expect((await inbox.next(account.email, DISABLED_SUBJECT)).subject).toBe(
        'A share link of yours was disabled',
      );
      const none = await api
        .post(`/api/admin/users/${account.user.id}/share-links/disable`, {}, admin.token)
        .expect(200);
      expect(none.body).toEqual({ disabled: 0 });
      for (const id of [unknownId, 'not-an-id']) {
        await api.post(`/api/admin/users/${id}/share-links/disable`, {}, admin.token).expect(404);
      }
    });

    it('lose the reports of a link whose image or folder was deleted, with the link', async () => {
      const account = await owner();
      const creation = await saveImage(account.token, 'Short lived');
      const imageLink = await share(account.token, { creationId: creation.id });
      const [{ id: folderId }] = await db.query(
        'SELECT id FROM folders WHERE user_id = $1 AND name = $2',
        [account.user.id, 'Short lived'],
      );
      const folderLink = await share(account.token, { folderId });
      await report(imageLink.slug, { reason: 'spam' }).expect(201);
      await report(folderLink.slug, { reason: 'spam' }).expect(201);

      await api.delete(`/api/creations/${creation.id}`, account.token).expect(200);
      await request(server).get(`/s/${imageLink.slug}`).expect(404);
      expect(await reportedLink(imageLink.id)).toBeUndefined();
      await api.delete(`/api/folders/${folderId}`, account.token).expect(200);
      await request(server).get(`/s/${folderLink.slug}`).expect(404);
      expect(await reportedLink(folderLink.id)).toBeUndefined();
      const [{ n }] = await db.query(
        'SELECT count(*)::int AS n FROM share_reports WHERE share_link_id = ANY($1::uuid[])',
        [[imageLink.id, folderLink.id]],
      );
      expect(n).toBe(0);
    });
  });
});
