import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { APP_VERSION } from '../src/app-info/app-version.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { servedRoutes } from './support/served-routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const COMMITTED = new URL('../openapi.json', import.meta.url);
const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'options', 'head', 'trace'];

type Json = Record<string, unknown>;
interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses?: Record<string, { description?: string; content?: Json }>;
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
}

/** Every operation of the document: `GET /api/keys/{id}` and the operation. */
function operations(document: Document): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
  );
}

/** Where two documents differ, by path and schema: enough to see what `npm run schema` changes. */
function differences(committed: Document | null, current: Document): string[] {
  if (!committed) return ['backend/openapi.json is missing'];
  const differing = (a: Json = {}, b: Json = {}) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
      (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
    );
  const { paths: committedPaths, components: committedComponents, ...committedRest } = committed;
  const { paths: currentPaths, components: currentComponents, ...currentRest } = current;
  return [
    ...differing(committedRest, currentRest),
    ...differing(committedPaths, currentPaths).map((path) => `paths ${path}`),
    ...differing(committedComponents?.schemas, currentComponents.schemas).map(
      (name) => `schema ${name}`,
    ),
  ];
}

/** Every `$ref` in the document, with where it is. */
function refs(node: unknown, at = '#'): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => refs(item, `${at}/${index}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string'
      ? [[at, value] as [string, string]]
      : refs(value, `${at}/${key}`),
  );
}

/** Keys of OpenAPI 3.0 that 3.1 (JSON Schema 2020-12) does not have, anywhere in the schemas. */
function openApi30Leftovers(node: unknown, at = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => openApi30Leftovers(item, at));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => [
    ...(key === 'nullable' || (key === 'exclusiveMinimum' && typeof value === 'boolean')
      ? [`${at}/${key}`]
      : []),
    ...(key === 'example' || key === 'examples' ? [] : openApi30Leftovers(value, `${at}/${key}`)),
  ]);
}

const resolve = (document: Document, ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);

describe('REST API description (OpenAPI 3.1)', () => {
  let app: TestApp;
  let document: Document;

  beforeAll(async () => {
    app = await startTestApp();
    const answer = await request(app.app.getHttpServer()).get('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    document = answer.body as Document;
  });
  afterAll(() => app?.close());

  it('backend/openapi.json is the description served at /api/openapi.json (run `npm run schema` to update)', () => {
    const current = `${JSON.stringify(document, null, 2)}\n`;
    if (process.env.UPDATE_CONTRACTS === '1') writeFileSync(COMMITTED, current);
    const committed = existsSync(COMMITTED) ? readFileSync(COMMITTED, 'utf8') : null;
    if (committed !== current) {
      const changed = differences(
        committed === null ? null : (JSON.parse(committed) as Document),
        document,
      );
      throw new Error(
        `backend/openapi.json is stale: run \`npm run schema\` and commit it.\nDiffers in: ${
          changed.join(', ') || 'formatting'
        }`,
      );
    }
  });

  it('describes every route the app serves under /api, with its method, and nothing else', () => {
    const served = servedRoutes(app.app)
      .filter((route) => /^\w+ \/api\//.test(route))
      .map((route) => route.replace(/[:*](\w+)/g, '{$1}'));
    const documented = operations(document).map(([route]) => route);
    expect({ missing: served.filter((route) => !documented.includes(route)) }).toEqual({
      missing: [],
    });
    expect({ notServed: documented.filter((route) => !served.includes(route)) }).toEqual({
      notServed: [],
    });
  });

  it('is a well-formed OpenAPI 3.1 document', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: 'PixelForge Studio API', version: APP_VERSION });
    expect(document.info.description).toContain('/graphql');
    const problems: string[] = [];
    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/')) problems.push(`${path}: not under /api`);
      if (!Object.keys(item).some((key) => METHODS.includes(key)))
        problems.push(`${path}: no operation`);
    }
    for (const [route, operation] of operations(document)) {
      const path = route.split(' ')[1];
      if (!operation.summary) problems.push(`${route}: no summary`);
      if (!operation.tags?.length) problems.push(`${route}: no tag`);
      if (!operation.operationId || operationIds.has(operation.operationId))
        problems.push(`${route}: missing or repeated operationId`);
      operationIds.add(operation.operationId ?? '');
      const responses = Object.entries(operation.responses ?? {});
      if (!responses.some(([status]) => /^2\d\d$/.test(status)))
        problems.push(`${route}: no success response`);
      for (const [status, response] of responses) {
        if (!/^[1-5]\d\d$/.test(status)) problems.push(`${route} ${status}: not a status`);
        if (!response.description) problems.push(`${route} ${status}: no description`);
        if (!response.content) problems.push(`${route} ${status}: no content`);
      }
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      if (
        JSON.stringify(inPath.map((parameter) => parameter.name).sort()) !==
          JSON.stringify(templated) ||
        inPath.some((parameter) => parameter.required !== true)
      )
        problems.push(`${route}: path parameters do not match the template`);
      for (const requirement of operation.security ?? [])
        for (const scheme of Object.keys(requirement))
          if (!document.components.securitySchemes[scheme])
            problems.push(`${route}: unknown security scheme ${scheme}`);
      if (operation.security?.length && !operation.responses?.['401'])
        problems.push(`${route}: authenticated but no 401`);
    }
    for (const [at, ref] of refs(document))
      if (!ref.startsWith('#/') || resolve(document, ref) === undefined)
        problems.push(`${at}: $ref ${ref} does not resolve`);
    problems.push(...openApi30Leftovers(document).map((at) => `${at}: OpenAPI 3.0 keyword`));
    expect(problems).toEqual([]);
  });

  it("passes the OpenAPI 3.1 schema's own validator", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents one bearer scheme and, on every error, the shared { message, code } body', () => {
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearer']);
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.components.schemas.ApiErrorBody).toMatchObject({
      required: ['message', 'code'],
    });
    const errorBodies = operations(document).flatMap(([route, operation]) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => Number(status) >= 400)
        .map(([status, response]) => ({
          route: `${route} ${status}`,
          schema: JSON.stringify(response.content),
        })),
    );
    expect(errorBodies.length).toBeGreaterThan(50);
    // search-models answers its own failures in the spec's `{ errors: [...] }` shape; its
    // refusals of the caller come before it, from the guards.
    const ownShape = /^POST \/api\/admin\/search-models (?!401|403)/;
    for (const { route, schema } of errorBodies)
      expect({ route, schema }).toEqual({
        route,
        schema: expect.stringMatching(
          ownShape.test(route)
            ? /^\{"application\/json":\{"schema":\{"\$ref":"#\/components\/schemas\/SearchModelsFailure"\}\}\}$/
            : /^\{"application\/json":\{"schema":\{"\$ref":"#\/components\/schemas\/ApiErrorBody"\}\}\}$/,
        ),
      });
  });

  it('serves a docs page under the app Content-Security-Policy, with its own assets', async () => {
    const server = app.app.getHttpServer();
    const page = await request(server).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const elsewhere = await request(server).get('/api/platform-status').expect(200);
    expect(page.headers['content-security-policy']).toBe(
      elsewhere.headers['content-security-policy'],
    );
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Only scripts with a src: the page needs no 'unsafe-inline' for scripts.
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.text.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(assets.sort()).toEqual([
      '/api/docs/docs.js',
      '/api/docs/favicon-32x32.png',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/swagger-ui.css',
    ]);
    const types = await Promise.all(
      assets.map(async (asset) => {
        const answer = await request(server).get(asset).expect(200);
        return answer.headers['content-type'].split(';')[0];
      }),
    );
    expect(types).toEqual(['text/javascript', 'image/png', 'text/javascript', 'text/css']);
    const script = await request(server).get('/api/docs/docs.js');
    expect(script.text).toContain("url: '/api/openapi.json'");
    const missing = await request(server).get('/api/docs/index.html').expect(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves neither the description nor the docs page in the worker role', async () => {
    const worker = await startTestApp({ APP_ROLE: 'worker', REDIS_PREFIX: ownRedisPrefix('oas') });
    try {
      const server = worker.app.getHttpServer();
      for (const path of ['/api/openapi.json', '/api/docs', '/api/docs/docs.js'])
        expect(await request(server).get(path)).toMatchObject({ status: 404 });
      await request(server).get('/health/live').expect(200);
    } finally {
      await worker.close();
    }
  });
});
