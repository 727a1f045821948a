import { jest } from '@jest/globals';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getIntrospectionQuery, parse, validate } from 'graphql';
import request from 'supertest';
import { CatalogService } from '../src/catalog/catalog.service.js';
import { CreationsService } from '../src/creations/creations.service.js';
import { introspectionEnabled } from '../src/common/graphql/introspection.js';
import { operationCost } from '../src/common/graphql/operation-cost.js';
import { refuseOversizedDocument } from '../src/common/graphql/oversized-document.js';
import { queryLimits } from '../src/common/graphql/query-limits.js';
import { PAGE_SIZE_MAX } from '../src/common/pagination/page-size.js';
import { type ApiClient } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { clientOperations } from './support/client-operations.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { sampleVariables } from './support/sample-variables.js';
import { testConfig, type TestApp } from './support/test-app.js';

// How quickly each flood is refused is measured in bench/graphql-refusals.mjs; these tests prove
// what makes it quick: the refusal comes before parsing and before any resolver (or its SQL).

/** `{ a0: architectures { id } a1: ... }`: each alias would run the resolver (and its SQL) again. */
const aliasFlood = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: architectures { id }`).join(' ')} }`;

/** A valid selection nested `levels` inline fragments deep (our schema has no cycles to nest). */
const nestedFragments = (levels: number, inner: string): string =>
  levels === 0 ? inner : `... on Query { ${nestedFragments(levels - 1, inner)} }`;

const PINO_ERROR_LEVEL = 50;

/**
 * Client operations whose items are too rich for a page of PAGE_SIZE_MAX within the cost limit,
 * with the page size the web client asks for: the admin's jobs table shows the 20 most recent
 * (RECENT_JOBS in JobsSection.tsx), each with its results (about 61 a job).
 */
const CLIENT_PAGE_SIZES: Record<string, number> = { AdminJobs: 20 };

describe('GraphQL limits', () => {
  let app: TestApp;
  let api: ApiClient;
  let listArchitectures: jest.Spied<CatalogService['listArchitectures']>;

  // The api role in a Redis namespace of its own: no worker, so neither a job another test file
  // left queued nor a sweep of its unfinished generations (the database is shared) logs a
  // provider refusal among the lines checked below.
  beforeAll(
    async () =>
      ({ app, api } = await startAppSession({
        APP_ROLE: 'api',
        REDIS_PREFIX: ownRedisPrefix('graphql-limits'),
      })),
  );
  beforeEach(() => {
    listArchitectures = jest.spyOn(app.app.get(CatalogService), 'listArchitectures');
  });
  afterEach(() => listArchitectures.mockRestore());
  afterAll(() => app.close());

  it('refuses the 10,000-alias flood by its size, before any resolver (or SQL) runs', async () => {
    const response = await api.graphql(aliasFlood(10_000));
    expect(response.status).toBe(413);
    expect(response.data).toBeUndefined();
    expect(response.errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(listArchitectures).not.toHaveBeenCalled();
  });

  it('refuses a document of more than GRAPHQL_MAX_TOKENS tokens while parsing it', async () => {
    const response = await api.graphql(aliasFlood(1000));
    expect(response.status).toBe(400);
    expect(response.errors).toEqual([
      expect.objectContaining({
        // graphql-js words it "more that N tokens"; the number is what matters.
        message: expect.stringContaining(`${app.config.GRAPHQL_MAX_TOKENS} tokens`),
        extensions: expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED' }),
      }),
    ]);
    expect(listArchitectures).not.toHaveBeenCalled();
  });

  it('refuses more aliases than GRAPHQL_MAX_ALIASES, naming the limit', async () => {
    const response = await api.graphql(aliasFlood(app.config.GRAPHQL_MAX_ALIASES + 1));
    expect(response.status).toBe(400);
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(
          `Aliases limit of ${app.config.GRAPHQL_MAX_ALIASES} exceeded`,
        ),
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
    expect(listArchitectures).not.toHaveBeenCalled();
  });

  it('refuses a selection nested deeper than GRAPHQL_MAX_DEPTH', async () => {
    const depth = app.config.GRAPHQL_MAX_DEPTH;
    // Each inline fragment is a level, then architectures and id: two more.
    const deep = await api.graphql(`{ ${nestedFragments(depth - 1, 'architectures { id }')} }`);
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0].message).toContain(`Query depth limit of ${depth} exceeded`);
    expect(deep.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(listArchitectures).not.toHaveBeenCalled();

    const atTheLimit = await api.graphql(
      `{ ${nestedFragments(depth - 2, 'architectures { id }')} }`,
    );
    expect(atTheLimit.errors).toBeUndefined();
    expect(listArchitectures).toHaveBeenCalledTimes(1);
  });

  it('refuses an operation costlier than GRAPHQL_MAX_COST (a page size counts as a multiplier)', async () => {
    const response = await api.graphql('{ creations(first: 2000) { items { id } } }');
    expect(response.status).toBe(400);
    expect(response.errors?.[0].message).toContain(
      `Query Cost limit of ${app.config.GRAPHQL_MAX_COST} exceeded`,
    );
  });

  it('weighs a page size given as a variable (or its default) as the literal it stands for', async () => {
    const { token } = await api.register();
    const creations = jest.spyOn(app.app.get(CreationsService), 'page');
    /** 15 aliases of `creations(first: <size>)`: 1,500 items at 100 each. */
    const pages = (size: string) =>
      Array.from({ length: 15 }, (_, i) => `c${i}: creations(first: ${size}) { items { id } }`);
    const literal = await api.graphql(`{ ${pages('100').join(' ')} }`, {}, token);
    expect(literal.status).toBe(400);
    expect(literal.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(
          `Query Cost limit of ${app.config.GRAPHQL_MAX_COST} exceeded`,
        ),
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
      }),
    ]);
    expect(literal.data).toBeUndefined();

    const variable = await api.graphql(
      `query Pages($n: Int!) { ${pages('$n').join(' ')} }`,
      { n: 100 },
      token,
    );
    const defaulted = await api.graphql(
      `query Pages($n: Int = 100) { ${pages('$n').join(' ')} }`,
      {},
      token,
    );
    for (const refused of [variable, defaulted]) {
      expect(refused.status).toBe(literal.status);
      expect(refused.errors).toEqual(literal.errors);
      expect(refused.data).toBeUndefined();
    }
    // Refused before any resolver ran.
    expect(creations).not.toHaveBeenCalled();

    // The same operation with small pages is within the limit, and runs.
    const small = await api.graphql<Record<string, { items: unknown[] }>>(
      `query Pages($n: Int!) { ${pages('$n').join(' ')} }`,
      { n: 2 },
      token,
    );
    expect(small.errors).toBeUndefined();
    expect(Object.keys(small.data ?? {})).toHaveLength(15);
    creations.mockRestore();
  });

  it('refuses more directives than GRAPHQL_MAX_DIRECTIVES', async () => {
    const fields = Array.from(
      { length: app.config.GRAPHQL_MAX_DIRECTIVES + 1 },
      (_, i) => `t${i}: __typename @include(if: true)`,
    );
    const response = await api.graphql(`{ ${fields.join(' ')} }`);
    expect(response.status).toBe(400);
    expect(response.errors?.[0].message).toContain(
      `Directives limit of ${app.config.GRAPHQL_MAX_DIRECTIVES} exceeded`,
    );
  });

  it('refuses a document larger than GRAPHQL_MAX_DOCUMENT_BYTES with 413, before parsing it', async () => {
    // Parsed, this would fail on its token count (400 GRAPHQL_PARSE_FAILED) instead.
    const document = `{ ${'a '.repeat(app.config.GRAPHQL_MAX_DOCUMENT_BYTES)}}`;
    const response = await api.graphql(document);
    expect(response.status).toBe(413);
    expect(response.errors).toEqual([
      {
        message: `The GraphQL document is ${document.length} bytes long; at most ${app.config.GRAPHQL_MAX_DOCUMENT_BYTES} are accepted.`,
        extensions: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
      },
    ]);
  });

  it('refuses a 20 MB document by its size, before parsing it', async () => {
    const response = await api.graphql(`{ appInfo { name } } # ${'x'.repeat(20 * 1024 * 1024)}`);
    // Parsed, this one-field query would run: its comment costs a single token.
    expect(response.status).toBe(413);
    expect(response.errors?.[0].extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(response.data).toBeUndefined();
  });

  it('logs a refusal as a client error, never as a server error with a stack', async () => {
    const server = app.app.getHttpServer();
    for (const [id, query] of [
      ['refused-aliases', aliasFlood(app.config.GRAPHQL_MAX_ALIASES + 1)],
      ['refused-tokens', aliasFlood(1000)],
      ['refused-size', aliasFlood(10_000)],
    ]) {
      await request(server).post('/graphql').set('x-request-id', id).send({ query });
    }
    const entries = app.logs.map((line) => JSON.parse(line));
    expect(entries.filter((entry) => entry.level >= PINO_ERROR_LEVEL)).toEqual([]);
    expect(app.logs.join('')).not.toContain('"stack"');
    const statusOf = (id: string) => entries.find((entry) => entry.req?.id === id)?.res?.statusCode;
    expect([
      statusOf('refused-aliases'),
      statusOf('refused-tokens'),
      statusOf('refused-size'),
    ]).toEqual([400, 400, 413]);
  });

  it('answers an operation of the web client', async () => {
    const reference = clientOperations().find(
      (operation) => operation.name === 'GeneratorReference',
    );
    const response = await api.graphql<{ architectures: { id: number; architecture: string }[] }>(
      reference!.source,
    );
    expect(response.status).toBe(200);
    expect(response.errors).toBeUndefined();
    expect(response.data?.architectures).toHaveLength(17);
  });

  it('lets every operation of the web client through the same limits, at the largest page', () => {
    const limits = queryLimits(app.config);
    const { schema } = app.app.get(GraphQLSchemaHost);
    /**
     * What the server would refuse in this document: its size, its tokens, the rules, then its
     * cost with every page size at `pageSize` (by default the largest a list accepts).
     */
    const refusalsOf = (source: string, pageSize = PAGE_SIZE_MAX): string[] => {
      try {
        refuseOversizedDocument(
          { body: { query: source }, query: {} },
          app.config.GRAPHQL_MAX_DOCUMENT_BYTES,
        );
        const document = parse(source, limits.parseOptions);
        const invalid = validate(schema, document, limits.validationRules);
        if (invalid.length) return invalid.map((error) => error.message);
        const variables = sampleVariables(schema, document, pageSize);
        const cost = operationCost(schema, document, variables);
        if (cost === null) return ['the sample variables do not fit the operation'];
        return cost > app.config.GRAPHQL_MAX_COST ? [`costs ${cost}`] : [];
      } catch (error) {
        return [(error as Error).message];
      }
    };
    // The check itself must bite, or an empty list proves nothing.
    expect(refusalsOf(aliasFlood(app.config.GRAPHQL_MAX_ALIASES + 1))).not.toEqual([]);
    expect(
      refusalsOf(
        `query($n: Int!) { ${Array.from({ length: 15 }, (_, i) => `c${i}: creations(first: $n) { items { id } }`).join(' ')} }`,
      ),
    ).toEqual([expect.stringMatching(/^costs \d+$/)]);

    const operations = clientOperations();
    expect(operations.length).toBeGreaterThan(40);
    const refused = operations.flatMap(({ name, source }) =>
      refusalsOf(source, CLIENT_PAGE_SIZES[name]).map((message) => `${name}: ${message}`),
    );
    expect(refused).toEqual([]);
  });

  it('answers introspection outside production, within the limits', async () => {
    const response = await api.graphql<{ __schema: { queryType: { name: string } } }>(
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        inputValueDeprecation: true,
      }),
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.__schema.queryType.name).toBe('Query');
  });

  it('lets GRAPHQL_INTROSPECTION override the production default either way', () => {
    expect(introspectionEnabled(testConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(
      introspectionEnabled(testConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' })),
    ).toBe(true);
    expect(introspectionEnabled(testConfig({ NODE_ENV: 'test' }))).toBe(true);
    expect(
      introspectionEnabled(testConfig({ NODE_ENV: 'test', GRAPHQL_INTROSPECTION: 'false' })),
    ).toBe(false);
  });

  it('suggests field names while introspection is on', async () => {
    const response = await api.graphql('{ architecturez { id } }');
    expect(response.errors?.[0].message).toContain('Did you mean "architectures"');
  });
});

describe('GraphQL in production', () => {
  let app: TestApp;
  let api: ApiClient;
  beforeAll(async () => ({ app, api } = await startAppSession({ NODE_ENV: 'production' })));
  afterAll(() => app.close());

  it('refuses introspection by default', async () => {
    const response = await api.graphql('{ __schema { queryType { name } } }');
    expect(response.status).toBe(400);
    expect(response.errors?.[0].message).toMatch(/introspection is not allowed/i);
    expect(response.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('hides field suggestions, which would reveal the schema introspection hides', async () => {
    const response = await api.graphql('{ architecturez { id } }');
    expect(response.status).toBe(400);
    expect(response.errors?.[0].message).toContain('Cannot query field "architecturez"');
    expect(response.errors?.[0].message).not.toContain('architectures');
  });

  it('still answers the web client', async () => {
    const appInfo = clientOperations().find((operation) => operation.name === 'AppInfo');
    const response = await api.graphql(appInfo!.source);
    expect(response.errors).toBeUndefined();
    expect(response.data).toMatchObject({ appInfo: { name: 'PixelForge Studio' } });
  });
});
