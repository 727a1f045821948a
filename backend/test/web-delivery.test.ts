import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app.js';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const CHUNK = `export const routes = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `route-${i}`))};`;

/** A built client as Vite writes it: each text file with its .br and .gz copies. */
function builtClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const write = (file: string, text: string) => {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/DashboardPage-a1b2c3.js', CHUNK);
  // What the build manifest says each chunk needs (the entry's own imports come with index.html).
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-e1e1e1.js', isEntry: true, imports: ['_react-r1.js'] },
      '_react-r1.js': { file: 'assets/react-r1.js' },
      '_card-c1.js': { file: 'assets/card-c1.js', imports: ['_react-r1.js'] },
      'src/pages/DashboardPage.tsx': {
        file: 'assets/DashboardPage-a1b2c3.js',
        imports: ['_react-r1.js', '_card-c1.js'],
        css: ['assets/DashboardPage-d4.css'],
      },
      'src/pages/ForgotPasswordPage.tsx': { file: 'assets/ForgotPasswordPage-f1.js' },
      'src/pages/LandingPage.tsx': {
        file: 'assets/LandingPage-l1.js',
        css: ['assets/Landing.css'],
      },
    }),
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** A GET that shows the bytes as sent: fetch would undo the Content-Encoding. */
function rawGet(base: string, route: string, headers: Record<string, string> = {}) {
  return rawRequest(base, route, 'GET', headers);
}

function rawRequest(
  base: string,
  route: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(route, base), { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('web delivery: precompressed, long-cached client files and compressed API answers', () => {
  let app: TestApp;
  let base: string;

  beforeAll(async () => {
    app = await startTestApp({ WEB_DIST_DIR: builtClient() });
    await app.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends the Brotli copy of a hashed asset, cached for a year, and gzip or identity to others', async () => {
    const brotli = await rawGet(base, '/assets/DashboardPage-a1b2c3.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(CHUNK);
    expect(brotli.body.length).toBeLessThan(CHUNK.length / 3);

    const gzip = await rawGet(base, '/assets/DashboardPage-a1b2c3.js', {
      'accept-encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(CHUNK);

    const plain = await rawGet(base, '/assets/DashboardPage-a1b2c3.js', {
      'accept-encoding': 'identity',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('revalidates index.html on every visit and serves it for the client routes', async () => {
    for (const route of ['/', '/dashboard', '/gallery/some/deep/link']) {
      const page = await rawGet(base, route, { 'accept-encoding': 'br' });
      expect({ route, status: page.status, cache: page.headers['cache-control'] }).toEqual({
        route,
        status: 200,
        cache: 'no-cache',
      });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
    }
    const favicon = await rawGet(base, '/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("has a client route's page start loading with index.html: its chunk, what it imports and its CSS", async () => {
    const dashboard = await rawGet(base, '/dashboard');
    expect(String(dashboard.headers.link).split(', ').sort()).toEqual([
      '</assets/DashboardPage-a1b2c3.js>; rel=modulepreload; crossorigin',
      '</assets/DashboardPage-d4.css>; rel=preload; as=style; crossorigin',
      '</assets/card-c1.js>; rel=modulepreload; crossorigin',
    ]);
    expect((await rawGet(base, '/forgot-password?token=x')).headers.link).toBe(
      '</assets/ForgotPasswordPage-f1.js>; rel=modulepreload; crossorigin',
    );
    // The landing page is the index route, which the static files answer themselves.
    expect(String((await rawGet(base, '/')).headers.link).split(', ')).toEqual([
      '</assets/LandingPage-l1.js>; rel=modulepreload; crossorigin',
      '</assets/Landing.css>; rel=preload; as=style; crossorigin',
    ]);
    // No page of that name, a file, a server path: nothing to preload.
    for (const route of ['/no-such-page', '/assets/DashboardPage-a1b2c3.js', '/api/x']) {
      expect({ route, link: (await rawGet(base, route)).headers.link }).toEqual({
        route,
        link: undefined,
      });
    }
  });

  it('keeps 404s for missing files and server paths instead of answering with index.html', async () => {
    const missingChunk = await rawGet(base, '/assets/Gone-000000.js');
    expect(missingChunk.status).toBe(404);
    expect(missingChunk.body.toString()).not.toContain('id="root"');
    const api = await rawGet(base, '/api/no-such-route');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });

  it('leaves the shared page /s/{slug} to the server, never to the web app', async () => {
    const shared = await rawGet(base, `/s/${'A'.repeat(22)}`);
    expect(shared.status).toBe(404);
    expect(shared.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shared.body.toString()).toContain('<h1>404 Page Not Found</h1>');
    expect(shared.body.toString()).not.toContain('id="root"');
  });

  it('answers unknown /api paths and API description look-alikes with JSON 404s, never the web app', async () => {
    const probes: [string, string][] = [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['GET', '/API/nope'],
      ['GET', '/Api/v1/models'],
      ['GET', '/api/v1/models'],
      ['GET', '/api/openapi.yaml'],
      ['GET', '/api/openapi'],
      ['GET', '/api/swagger.json'],
      ['GET', '/api/swagger'],
      ['GET', '/api/api-docs'],
      ['GET', '/api/docs/swagger-initializer.js'],
    ];
    for (const [method, route] of probes) {
      const answer = await rawRequest(
        base,
        route,
        method,
        { 'content-type': 'application/json' },
        method === 'POST' ? '{}' : undefined,
      );
      expect({
        method,
        route,
        status: answer.status,
        type: answer.headers['content-type'],
      }).toEqual({ method, route, status: 404, type: expect.stringMatching(/^application\/json/) });
      expect(JSON.parse(answer.body.toString())).toMatchObject({
        message: expect.any(String),
        code: 'NOT_FOUND',
      });
    }
  });

  it('compresses API and GraphQL answers above the threshold, not the small ones', async () => {
    const query = JSON.stringify({
      query: '{ architectures { id architecture code } modelCategories { id category } }',
    });
    const graphql = await rawRequest(
      base,
      '/graphql',
      'POST',
      { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      query,
    );
    expect(graphql.status).toBe(200);
    expect(graphql.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(gunzipSync(graphql.body).toString());
    expect(answer.data.architectures.length).toBeGreaterThan(5);

    const live = await rawGet(base, '/health/live', { 'accept-encoding': 'gzip' });
    expect(live.status).toBe(200);
    expect(live.headers['content-encoding']).toBeUndefined();
  });
});
