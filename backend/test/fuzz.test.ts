import { type AddressInfo } from 'node:net';
import fc from 'fast-check';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { encodeCursorParts } from '../src/common/pagination/cursor.js';
import { PlatformSettingsService } from '../src/platform-settings/platform-settings.service.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { apiClient, signInAdministrator } from './support/api-client.js';
import { logWrites, tablesWrittenSince, writeMark } from './support/database-writes.js';
import { type Caller, type FuzzFixtures, PASSWORD, SDXL } from './support/fuzz-fixtures.js';
import {
  type FuzzOperation,
  fuzzOperations,
  type GraphQLPayload,
} from './support/graphql-fuzz-operations.js';
import { ALWAYS_WILD, calmArguments, operationPlan } from './support/graphql-fuzz-plan.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './support/isolated-database.js';
import { type NodeServiceProcess } from './support/node-service-process.js';
import { reservePaymentsSimulator } from './support/payments-simulator-process.js';
import {
  type RestFuzzRoute,
  type RestRequest,
  restFuzzRoutes,
} from './support/rest-fuzz-routes.js';
import { servedRoutes } from './support/served-routes.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Fixed, so a failure reproduces: fast-check prints the counterexample and its path. */
const SEED = 4555;
const RUNS_PER_OPERATION = 18;

/** Long strings shortened, so a counterexample stays readable; NUL and surrogates stay escaped. */
function shown(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && item.length > 120
      ? `${item.slice(0, 40)}…(${item.length} characters)`
      : item,
  );
}

interface Answer {
  status: number;
  body: unknown;
  /** GraphQL: the request was refused (it has errors). REST: status 4xx. */
  refused: boolean;
  internalErrors: unknown[];
}

/**
 * Every REST route and every GraphQL operation with arguments, fed payloads of their shape holding
 * hostile values, as visitor, member and administrator: no answer may be a 5xx, no error may be
 * logged, and a refused payload may change nothing in the database.
 */
describe('fuzzed payloads', () => {
  let simulator: SimulatorProcess;
  let paymentsProcess: NodeServiceProcess;
  let database: IsolatedDatabase;
  let app: TestApp;
  let db: DataSource;
  const fixtures = {} as FuzzFixtures;
  const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;
  let adminId: string;
  let payloads = 0;

  const server = () => app.app.getHttpServer();

  async function renewSpare() {
    await reopenPlatform();
    const api = apiClient(app);
    const spare = await api.register({ password: PASSWORD });
    tokens.spare = spare.token;
    fixtures.spare = { id: spare.user.id, email: spare.user.email };
    // Its Default folder exists before fuzzing starts, so reads never create it mid-check.
    await api.get('/api/folders', spare.token);
  }

  beforeAll(async () => {
    const payments = await reservePaymentsSimulator();
    [database, simulator] = await Promise.all([createIsolatedDatabase(), startSimulatorProcess()]);
    app = await startTestApp({
      ...payments.appConfig,
      DATABASE_URL: database.url,
      REDIS_PREFIX: ownRedisPrefix('fuzz'),
      ...providerSettings(simulator),
      RUNWARE_RETRY_BASE_MS: '10',
      RUNWARE_MAX_RETRIES: '1',
      // Error lines are what the fuzz looks for; debug lines would only slow every request.
      LOG_LEVEL: 'info',
    });
    await app.app.listen(0, '127.0.0.1');
    const { port } = server().address() as AddressInfo;
    paymentsProcess = await payments.start(`http://127.0.0.1:${port}/api/billing/webhook`);
    db = app.app.get(DataSource);
    await logWrites(db);
    const api = apiClient(app);

    const member = await api.register({ password: PASSWORD });
    tokens.member = member.token;
    fixtures.member = { id: member.user.id };
    const admin = await signInAdministrator(app, api);
    tokens.admin = admin.token;
    adminId = admin.user.id;
    await renewSpare();

    const folder = await api.post('/api/folders', { name: 'Fuzz album' }, member.token);
    fixtures.folder = folder.body;
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    fixtures.pngDataUrl = `data:image/png;base64,${png.toString('base64')}`;
    const creation = await api.post(
      '/api/save-image',
      { imageData: fixtures.pngDataUrl, prompt: 'a fox', model_id: SDXL, folder: 'Fuzz album' },
      member.token,
    );
    fixtures.creationId = creation.body.id;
    // A cursor as keysetPage writes one: created_at as PostgreSQL prints it, then the id.
    fixtures.cursor = encodeCursorParts(['2026-01-31 12:34:56.123456+00', creation.body.id]);
    const favorite = await api.post(
      '/api/prompts/favorites',
      { name: 'Fuzz favourite', prompt: 'a fox' },
      member.token,
    );
    fixtures.favoriteId = favorite.body.id;
    const style = await api.post(
      '/api/prompt-styles',
      { name: 'Fuzz style', template: 'fuzzed {prompt}' },
      member.token,
    );
    fixtures.promptStyleId = style.body.id;
    const reference = await api.post(
      '/api/references',
      { kind: 'character', name: 'Fuzz character', images: [`creation:${creation.body.id}`] },
      member.token,
    );
    fixtures.referenceId = reference.body.id;
    const share = await api.post('/api/shares', { creationId: creation.body.id }, member.token);
    fixtures.share = { id: share.body.id, slug: share.body.slug };
    const generated = await api.graphql<{
      generateImages: { generationId: string; images: { imageURL: string }[] };
    }>(
      `mutation($input: GenerateImagesInput!) {
        generateImages(input: $input) { generationId images { imageURL } }
      }`,
      { input: { prompt: 'a lighthouse', model: SDXL, width: 512, height: 512, steps: 4 } },
      member.token,
    );
    fixtures.generationId = generated.data!.generateImages.generationId;
    fixtures.imageUrl = generated.data!.generateImages.images[0].imageURL;
    fixtures.packId = (await api.get('/api/billing/packs')).body[0].id;
  }, 120_000);

  afterAll(async () => {
    console.info(`fuzz: ${payloads} payloads sent`);
    await paymentsProcess?.stop();
    await app?.close();
    await Promise.all([simulator?.stop(), database?.drop()]);
  });

  /** The platform switches back on after a payload turned maintenance on or sign-up off. */
  async function reopenPlatform() {
    const settings = app.app.get(PlatformSettingsService);
    const { maintenanceMode, registrationsOpen } = await settings.status();
    if (maintenanceMode || !registrationsOpen)
      await settings.update({ maintenanceMode: false, registrationsOpen: true }, adminId);
  }

  /** Error-level (pino 50 and up) lines written since `from`. */
  function errorLogsSince(from: number): string[] {
    return app.logs
      .slice(from)
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => {
        try {
          return (JSON.parse(line) as { level?: number }).level! >= 50;
        } catch {
          return false;
        }
      });
  }

  /**
   * Sends one payload and checks the three promises; a broken one fails the property with the
   * request, the answer and what went wrong.
   */
  async function check(
    description: string,
    send: () => Promise<Answer>,
    refusalWrites: readonly string[] = [],
  ): Promise<Answer> {
    payloads++;
    await reopenPlatform();
    const mark = await writeMark(db);
    const logsFrom = app.logs.length;
    const answer = await send();
    const problems: string[] = [];
    if (answer.status >= 500) problems.push(`answered ${answer.status}`);
    if (answer.internalErrors.length)
      problems.push(`GraphQL INTERNAL_SERVER_ERROR: ${shown(answer.internalErrors)}`);
    const errors = errorLogsSince(logsFrom);
    if (errors.length) problems.push(`logged an error: ${errors.join('\n').slice(0, 1500)}`);
    if (answer.refused) {
      const changed = await tablesWrittenSince(db, mark, refusalWrites);
      if (changed.length) problems.push(`was refused but wrote to ${changed.join(', ')}`);
    }
    if (problems.length)
      throw new Error(
        `${description}\n  answer: ${answer.status} ${shown(answer.body).slice(0, 600)}\n  ` +
          problems.join('\n  '),
      );
    return answer;
  }

  const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : tokens[caller]);

  async function sendRest(sent: RestRequest, caller: Caller): Promise<Answer> {
    let test = request(server())[sent.method](sent.path);
    const token = tokenOf(caller);
    if (token) test = test.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(sent.headers)) test = test.set(name, value);
    if (sent.body !== undefined) {
      const raw =
        sent.contentType === 'application/json'
          ? JSON.stringify(sent.body)
          : `data=${encodeURIComponent(shown(sent.body))}`;
      test = test.set('Content-Type', sent.contentType).send(raw);
    }
    const response = await test;
    return {
      status: response.status,
      body: response.body,
      refused: response.status >= 400,
      internalErrors: [],
    };
  }

  async function sendGraphQL(payload: GraphQLPayload, caller: Caller): Promise<Answer> {
    let test = request(server()).post('/graphql').set('Content-Type', 'application/json');
    const token = tokenOf(caller);
    if (token) test = test.set('Authorization', `Bearer ${token}`);
    const response = await test.send(JSON.stringify(payload));
    const errors = ((response.body as { errors?: { extensions?: { code?: string } }[] }).errors ??
      []) as { extensions?: { code?: string } }[];
    return {
      status: response.status,
      body: response.body,
      refused: response.status >= 400 || errors.length > 0,
      internalErrors: errors.filter((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR'),
    };
  }

  const routes = restFuzzRoutes(fixtures);

  it('covers every REST route the app serves', () => {
    expect(routes.map((fuzzed) => fuzzed.route).sort()).toEqual(servedRoutes(app.app).sort());
  });

  describe.each(routes.map((fuzzed) => [fuzzed.route, fuzzed] as const))(
    'REST %s',
    (_name, fuzzed: RestFuzzRoute) => {
      it('answers every payload with a 2xx-4xx, logs no error, and writes nothing when it refuses', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...fuzzed.callers),
            fuzzed.request,
            async (caller, sent) => {
              const answer = await check(
                `${fuzzed.route} as ${caller}: ${sent.method.toUpperCase()} ${sent.path} ` +
                  `(${sent.contentType}) ${shown(sent.headers)}\n  body: ${shown(sent.body)}`,
                () => sendRest(sent, caller),
                fuzzed.refusalWrites,
              );
              if (fuzzed.spendsSpare && !answer.refused) await renewSpare();
            },
          ),
          { seed: SEED, numRuns: fuzzed.runs ?? RUNS_PER_OPERATION },
        );
      }, 120_000);
    },
  );

  const operations = fuzzOperations(calmArguments(fixtures), ALWAYS_WILD);

  describe.each(operations.map((operation) => [operation.name, operation] as const))(
    'GraphQL %s',
    (_name, operation: FuzzOperation) => {
      const plan = operationPlan(operation.field);
      it('answers without INTERNAL_SERVER_ERROR, logs no error, and writes nothing when it refuses', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...plan.callers),
            operation.payload,
            async (caller, payload) => {
              const answer = await check(
                `${operation.name} as ${caller}:\n  ${payload.query}\n  variables: ${shown(payload.variables)}`,
                () => sendGraphQL(payload, caller),
                plan.refusalWrites,
              );
              if (plan.spendsSpare && !answer.refused) await renewSpare();
            },
          ),
          { seed: SEED, numRuns: plan.runs ?? RUNS_PER_OPERATION },
        );
      }, 120_000);
    },
  );

  /**
   * Payloads the fuzz (or the hardening issue) found answering 500, pinned: each must now be a 4xx
   * naming the field, with no error logged and nothing written.
   */
  describe('fixed examples', () => {
    const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

    /** A REST request as `caller`, through the same checks as the fuzz. */
    const rest = (caller: Caller, method: RestRequest['method'], path: string, body?: unknown) =>
      check(`${method.toUpperCase()} ${path} as ${caller}: ${shown(body)}`, () =>
        sendRest({ method, path, body, contentType: 'application/json', headers: {} }, caller),
      );

    /** A GraphQL request as `caller`, through the same checks as the fuzz. */
    const graphql = async (caller: Caller, query: string, variables: object = {}) => {
      const answer = await check(`${query} as ${caller}: ${shown(variables)}`, () =>
        sendGraphQL({ query, variables: variables as Record<string, unknown> }, caller),
      );
      return (answer.body as { errors?: { message: string; extensions: object }[] }).errors?.[0];
    };

    const refusal = (message: string, field: string) =>
      expect.objectContaining({ message, code: 'BAD_USER_INPUT', field });
    const graphQLRefusal = (message: string, field: string) =>
      expect.objectContaining({
        message,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field }),
      });

    it('refuses NUL characters and lone surrogates in REST bodies, naming the field', async () => {
      const favorite = await rest('member', 'post', '/api/prompts/favorites', {
        name: 'Null',
        prompt: 'a fox\u0000',
      });
      expect(favorite.status).toBe(400);
      expect(favorite.body).toEqual(refusal('prompt must not contain NUL characters', 'prompt'));
      // The email validator itself threw (URIError) on a lone surrogate.
      const account = await rest('anonymous', 'post', '/api/auth/register', {
        name: 'Lone',
        email: '\ud800@example.com',
        password: PASSWORD,
      });
      expect(account.status).toBe(400);
      expect(account.body).toEqual(refusal('email is not valid Unicode text', 'email'));
      const task = await rest('member', 'post', '/api/generate', [
        {
          positivePrompt: 'a fox',
          model: SDXL,
          width: 512,
          height: 512,
          lora: [{ model: '\udc00' }],
        },
      ]);
      // The field as the body names it, in the pipe's path format (not 'model', the base model).
      expect(task.body).toEqual(
        refusal('[0].lora[0].model is not valid Unicode text', '0.lora.0.model'),
      );
    });

    it('refuses NUL in GraphQL literals, variables and JSON property names alike', async () => {
      const literal = await graphql(
        'member',
        'mutation { saveFavorite(input: { name: "Null", prompt: "a\\u0000" }) { id } }',
      );
      expect(literal).toEqual(
        graphQLRefusal('input.prompt must not contain NUL characters', 'prompt'),
      );
      const variable = await graphql(
        'admin',
        'mutation($note: String) { adminGrantCredits(userId: "' +
          fixtures.member.id +
          '", amount: 1, note: $note) { id } }',
        { note: 'thanks\u0000' },
      );
      expect(variable).toEqual(graphQLRefusal('note must not contain NUL characters', 'note'));
      const key = await graphql(
        'member',
        'mutation($input: SaveFavoriteInput!) { saveFavorite(input: $input) { id } }',
        { input: { name: 'Keys', prompt: 'a fox', parameters: { 'steps\u0000': 20 } } },
      );
      expect(key).toEqual(
        graphQLRefusal(
          'A property name in input.parameters must not contain NUL characters',
          'parameters',
        ),
      );
    });

    it('names a nested field by one path format, for a broken rule and for bad text alike', async () => {
      const generate = (loras: unknown) =>
        graphql(
          'member',
          'mutation($input: GenerateImagesInput!) { generateImages(input: $input) { generationId } }',
          {
            input: { prompt: 'a fox', model: SDXL, width: 512, height: 512, loras },
          },
        );
      const rule = await generate([
        { model: 'civitai:1@1', weight: 1 },
        { model: '', weight: 1 },
      ]);
      expect(rule?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'loras.1.model',
      });
      const text = await generate([{ model: 'civitai:1@1', weight: 1 }, { model: '\ud800' }]);
      expect(text?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'loras.1.model',
      });
    });

    it('refuses NUL in path parameters that reach SQL', async () => {
      const folder = await rest('member', 'get', '/api/folders/a%00b/creations');
      expect(folder.body).toEqual(refusal('folder must not contain NUL characters', 'folder'));
      const session = await rest('member', 'get', '/api/billing/checkout/cs_%00');
      expect(session.body).toEqual(
        refusal('sessionId must not contain NUL characters', 'sessionId'),
      );
    });

    it('refuses [null] and anything but a list of objects in the add-on lists of REST generate', async () => {
      const task = { positivePrompt: 'a fox', model: SDXL, width: 512, height: 512 };
      for (const [field, value] of [
        ['lora', [null]],
        ['controlNets', [null, { model: SDXL }]],
        ['ipAdapter', 'civitai:1@1'],
      ] as const) {
        const answer = await rest('member', 'post', '/api/generate', [{ ...task, [field]: value }]);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual(
          refusal(
            `${field} must be a list of objects such as { "model": "civitai:132942@146296", "weight": 1 }`,
            field,
          ),
        );
      }
    });

    it('refuses page offsets PostgreSQL cannot take (offset=1e19)', async () => {
      const ledger = await rest('member', 'get', '/api/credits/ledger?offset=1e19');
      expect(ledger.body).toEqual(refusal('offset must be at most 2147483647', 'offset'));
      const purchases = await rest(
        'admin',
        'get',
        `/api/admin/users/${fixtures.member.id}/purchases?offset=99999999999999999999`,
      );
      expect(purchases.body).toEqual(refusal('offset must be at most 2147483647', 'offset'));
      for (const path of ['/api/creations/my', '/api/folders/Default/creations']) {
        const slice = await rest('member', 'get', `${path}?offset=1e19`);
        expect(slice.body).toEqual(
          refusal('offset must be a whole number from 0 to 2147483647', 'offset'),
        );
      }
    });

    it('refuses integer ids no column can hold', async () => {
      const capability = await rest(
        'anonymous',
        'get',
        '/api/architecture-capabilities/99999999999',
      );
      expect(capability.body).toEqual(
        refusal(
          'architectureId must be a whole number between -2147483648 and 2147483647',
          'architectureId',
        ),
      );
      const model = await rest('admin', 'patch', '/api/admin/models/2147483648', {
        accessLevelId: 1,
      });
      expect(model.body).toEqual(
        refusal('modelId must be a whole number between -2147483648 and 2147483647', 'modelId'),
      );
    });

    it('refuses cursors the server did not make: non-UUID ids, impossible dates, NUL', async () => {
      const notValid = graphQLRefusal('after is not a valid cursor', 'after');
      const uuid = '7d4c0f0e-5b7a-4c1e-9f55-4a1f0c3e2b9a';
      const cases: [Caller, string, unknown[]][] = [
        ['member', 'creations(after: $after) { hasMore }', ['2020-01-01T00:00:00.000Z', 'x']],
        [
          'member',
          'myGenerations(after: $after) { nextCursor }',
          ['-271821-04-20T00:00:00.000Z', uuid],
        ],
        [
          'admin',
          'adminGenerations(after: $after) { nextCursor }',
          ['2020-01-01T00:00:00.000Z', 7],
        ],
        ['admin', 'adminUsers(after: $after) { totalCount }', ['2020-02-30 10:00:00+00', uuid]],
        ['admin', 'adminUsers(after: $after) { totalCount }', ['yesterday', uuid]],
        ['admin', 'adminModels(after: $after) { totalCount }', ['Juggernaut', 1e19]],
        ['admin', 'adminModels(after: $after) { totalCount }', ['Jugger\u0000naut', 1]],
      ];
      for (const [caller, selection, parts] of cases) {
        const error = await graphql(caller, `query($after: String) { ${selection} }`, {
          after: cursorOf(parts),
        });
        expect(error).toEqual(notValid);
      }
    });

    it('leaves no folder behind when save-image refuses the image', async () => {
      // check() fails the test if the refused save wrote anything (it used to create the folder).
      const saved = await rest('member', 'post', '/api/save-image', {
        imageData: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`,
        prompt: 'a fox',
        model_id: SDXL,
        folder: 'Never made',
      });
      expect(saved.status).toBe(400);
    });

    // graphql-js reports this while executing, without a code, so Apollo would label it
    // INTERNAL_SERVER_ERROR; argumentErrorsPlugin (common/graphql/argument-errors.ts) answers it
    // as BAD_USER_INPUT.
    it('answers a null for an argument that has a default as BAD_USER_INPUT', async () => {
      const error = await graphql(
        'member',
        'query($first: Int) { creations(first: $first) { hasMore } }',
        {
          first: null,
        },
      );
      expect(error).toEqual(
        expect.objectContaining({
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      );
    });
  });
});
