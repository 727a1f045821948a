import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A built client reduced to its index.html, with `head` in its head. */
function builtClient(head = ''): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

/** The policy as directive name → sources. */
function policyOf(answer: request.Response): Record<string, string[]> {
  const header = String(answer.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectHardened(answer: request.Response): void {
  expect(answer.headers['content-security-policy']).toBeDefined();
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('no-referrer');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('security headers on every answer', () => {
  const apps: TestApp[] = [];
  const start = async (overrides: Record<string, string> = {}) => {
    const app = await startTestApp(overrides);
    apps.push(app);
    return app.app.getHttpServer();
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  let server: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    server = await start({ WEB_DIST_DIR: builtClient() });
  });

  it("runs the web client's index.html under a policy of same-origin scripts and no framing", async () => {
    const page = await request(server).get('/gallery');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectHardened(page);
    expect(policyOf(page)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'im.runware.ai', 'api.runware.ai'],
      'connect-src': ["'self'", 'im.runware.ai', 'api.runware.ai'],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("lets index.html's own inline scripts run by their hashes, and no other", async () => {
    const early = 'window.early = fetch("/graphql");';
    const withScript = await start({
      WEB_DIST_DIR: builtClient(
        `<script>${early}</script><script type="module" src="/a.js"></script>`,
      ),
    });
    const page = await request(withScript).get('/dashboard');
    const hash = createHash('sha256').update(early).digest('base64');
    expect(policyOf(page)['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('hardens REST answers', async () => {
    const answer = await request(server).get('/api/model-categories');
    expect(answer.status).toBe(200);
    expectHardened(answer);
  });

  it('hardens GraphQL answers', async () => {
    const answer = await request(server).post('/graphql').send({ query: '{ __typename }' });
    expect(answer.status).toBe(200);
    expectHardened(answer);
  });

  it('sends HSTS only when the request came over TLS, as a trusted proxy reports it', async () => {
    const plain = await request(server).get('/api/model-categories');
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const overTls = await request(server)
      .get('/api/model-categories')
      .set('X-Forwarded-Proto', 'https');
    expect(overTls.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('ignores a claim of TLS from a peer that is not a trusted proxy', async () => {
    const untrusting = await start({ TRUSTED_PROXIES: 'none' });
    const answer = await request(untrusting)
      .get('/api/model-categories')
      .set('X-Forwarded-Proto', 'https');
    expectHardened(answer);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it("lets images and downloads come from the configured image hosts and S3's public endpoint", async () => {
    const configured = await start({
      IMAGE_SOURCE_HOSTS: 'im.runware.ai, images.example.test',
      RUNWARE_API_URL: 'http://127.0.0.1:4100/v1',
      S3_BUCKET: 'studio',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_ENDPOINT: 'http://storage.example.test:9000',
    });
    const policy = policyOf(await request(configured).get('/api/model-categories'));
    const sources = ['im.runware.ai', 'images.example.test', '127.0.0.1:4100'];
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      ...sources,
      'http://storage.example.test:9000',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      ...sources,
      'http://storage.example.test:9000',
    ]);
  });

  it("follows S3's virtual-host URLs: the bucket's own host on AWS", async () => {
    const aws = await start({ S3_BUCKET: 'studio-images', S3_REGION: 'eu-west-3' });
    const policy = policyOf(await request(aws).get('/api/model-categories'));
    expect(policy['img-src']).toContain('https://studio-images.s3.eu-west-3.amazonaws.com');
    expect(policy['connect-src']).toContain('https://studio-images.s3.eu-west-3.amazonaws.com');
  });
});
