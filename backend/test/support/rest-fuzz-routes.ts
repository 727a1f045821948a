import fc from 'fast-check';
import {
  type Caller,
  fixture,
  type FuzzFixtures,
  PASSWORD,
  PASSWORD_RUNS,
  SDXL,
  SDXL_LORA,
} from './fuzz-fixtures.js';
import {
  anyWild,
  type FieldValues,
  hostileBody,
  hostileCursor,
  hostileQuery,
  hostileSegment,
  hostileText,
  list,
  mutatedRecord,
  nested,
  percentEncoded,
  text,
  whole,
  wildOf,
} from './hostile-values.js';

export interface RestRequest {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: unknown;
  contentType: string;
  headers: Record<string, string>;
}

export interface RestFuzzRoute {
  /** As the router lists it: `PUT /api/folders/:id`. */
  route: string;
  callers: Caller[];
  request: fc.Arbitrary<RestRequest>;
  /** Tables a refusal may still write: a provider's refusal records the failed generation. */
  refusalWrites?: string[];
  /** Fewer runs than the default: routes that hash passwords or run a queue job and wait for it. */
  runs?: number;
  /** A success spends the spare member's session or account: the suite makes a new one. */
  spendsSpare?: boolean;
}

interface RouteSpec {
  callers: Caller[];
  /** Calm raw path-parameter values (encoded when sent); without one, every value is hostile. */
  params?: Record<string, fc.Arbitrary<string>>;
  /** Calm encoded query values by key; one or two keys (or a stray one) go wild. */
  query?: Record<string, fc.Arbitrary<string>>;
  /** The body's fields: calm but for one or two wild ones. */
  body?: Record<string, FieldValues>;
  /** At least one wild body field, for routes where a calm payload is costly (generate). */
  alwaysWild?: boolean;
  /** Turns the bodies into what the route takes (REST generate wants `[task]`). */
  wrapBody?: (body: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>;
  headers?: fc.Arbitrary<Record<string, string>>;
  refusalWrites?: string[];
  runs?: number;
  spendsSpare?: boolean;
}

const JSON_TYPE = 'application/json';
/** Mostly JSON; sometimes a type the API does not take, which must be a 415. */
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant(JSON_TYPE) },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded') },
);

function route(template: string, spec: RouteSpec): RestFuzzRoute {
  const [verb, pathTemplate] = template.split(' ');
  const method = verb.toLowerCase() as RestRequest['method'];
  const names = [...pathTemplate.matchAll(/[:*](\w+)/g)].map((match) => match[1]);
  const params = mutatedRecord(
    Object.fromEntries(
      names.map((name) => [
        name,
        { calm: spec.params?.[name]?.map(percentEncoded) ?? hostileSegment, wild: hostileSegment },
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const takesBody = method !== 'get';
  const shaped = hostileBody(spec.body ?? {}, spec.alwaysWild ? 1 : 0);
  const body = takesBody ? (spec.wrapBody?.(shaped) ?? shaped) : fc.constant(undefined);
  return {
    route: template,
    callers: spec.callers,
    refusalWrites: spec.refusalWrites,
    runs: spec.runs,
    spendsSpare: spec.spendsSpare,
    request: fc
      .record({
        params,
        query: hostileQuery(spec.query),
        body,
        contentType,
        headers: spec.headers ?? fc.constant({}),
      })
      .map(({ params: values, query, body: sent, contentType: type, headers }) => ({
        method,
        path: pathTemplate.replace(/[:*](\w+)/g, (_, name: string) => values[name]) + query,
        body: sent,
        contentType: type,
        headers,
      })),
  };
}

const ANYONE: Caller[] = ['anonymous', 'member', 'admin'];
const MEMBERS: Caller[] = ['member', 'member', 'admin', 'anonymous'];
const ADMINS: Caller[] = ['admin', 'admin', 'admin', 'member', 'anonymous'];

const QUEUES = ['model-import', 'orphan-scan', 'orphan-delete', 'generation-reconcile'];

/** Calm query-string values (sent as they are). */
const queryValues = (...calm: string[]) => fc.constantFrom(...calm);
const flag = () => anyWild(fc.boolean());
/** Calm values from `calm` (fixtures, fresh emails); wild ones hostile text. */
const textFrom = (calm: fc.Arbitrary<unknown>): FieldValues => ({
  calm,
  wild: wildOf(hostileText),
});
const email = textFrom(fc.uuid().map((id) => `fuzz-${id}@example.com`));
/** Left out when calm (a checkpoint is no add-on); wild lists of wild items, `[null]`, ... */
const addOns = (model: string): FieldValues => ({
  calm: fc.constant(undefined),
  wild: list(nested({ model: text(model), weight: whole(0.5, 1) })).wild,
});
/** Generation settings kept as JSON: calm, an object; wild, anything. */
const json = anyWild(
  fc.oneof(
    fc.constant({ steps: 20 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  ),
);

/** The REST compat task object (generate and its estimate). */
const GENERATION_TASK: Record<string, FieldValues> = {
  taskType: text('imageInference'),
  positivePrompt: text('a lighthouse at dusk'),
  negativePrompt: text('blurry'),
  model: text(SDXL),
  width: whole(1024, 512),
  height: whole(1024, 512),
  numberResults: whole(1),
  outputFormat: text('PNG', 'JPEG', 'WEBP'),
  steps: whole(20),
  cfgScale: whole(7),
  seed: whole(42),
  scheduler: text('Default'),
  lora: addOns(SDXL_LORA),
  controlNets: addOns(SDXL),
  ipAdapter: addOns(SDXL),
  vae: addOns(SDXL),
  checkNsfw: flag(),
  folder: text('Default'),
  taskUUID: textFrom(fc.uuid()),
};

/** Mostly `[task]` as the spec has it; sometimes the bare task. */
const asTaskList = (task: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 9, arbitrary: task.map((one) => [one]) }, { weight: 1, arbitrary: task });

/** The caller's own provider key and endpoint: wrong, huge, or pointing somewhere it must not. */
const providerHeaders = fc.record(
  {
    'x-api-key': fc.constantFrom('', 'wrong-key', 'k'.repeat(600)),
    'x-provider-endpoint': fc.constantFrom(
      'http://169.254.169.254/latest',
      'javascript:alert(1)',
      'not a url',
    ),
  },
  { requiredKeys: [] },
);

/** Every REST route the app serves, with payloads of its shape and hostile values. */
export function restFuzzRoutes(fixtures: FuzzFixtures): RestFuzzRoute[] {
  const known = <T>(pick: (f: FuzzFixtures) => T) => fixture(fixtures, pick);
  const paging = {
    limit: queryValues('1', '20', '100'),
    offset: queryValues('0', '5'),
    search: queryValues('lighthouse', 'a%20fox'),
    model: queryValues(SDXL),
    from: queryValues('2026-01-01'),
    to: queryValues('2030-01-01T00:00:00Z'),
  };
  return [
    route('GET /health/live', { callers: ['anonymous'] }),
    route('GET /health/ready', { callers: ['anonymous'] }),
    route('GET /metrics', { callers: ['anonymous'] }),
    route('GET /api/files/*key', {
      callers: ['anonymous'],
      params: { key: fc.constantFrom('users/u/creations/c.png') },
      query: { expires: queryValues('4102444800', '0'), signature: queryValues('abc', '') },
    }),

    route('POST /api/auth/register', {
      runs: PASSWORD_RUNS,
      callers: ['anonymous'],
      body: {
        name: text('Fuzz Member'),
        email,
        password: text(PASSWORD),
        accessLevelId: whole(3, 1, 5),
      },
    }),
    route('POST /api/auth/login', {
      runs: PASSWORD_RUNS,
      callers: ['anonymous'],
      body: {
        email: textFrom(known((f) => f.spare.email)),
        password: text(PASSWORD),
      },
    }),
    route('POST /api/auth/logout', {
      callers: ['spare', 'anonymous'],
      spendsSpare: true,
      runs: PASSWORD_RUNS,
    }),
    route('GET /api/auth/me', { callers: ANYONE }),
    route('PATCH /api/auth/update-profile', {
      runs: PASSWORD_RUNS,
      callers: ['spare', 'member', 'anonymous'],
      body: { name: text('Fuzz Renamed'), email, currentPassword: text(PASSWORD) },
    }),
    route('POST /api/auth/change-password', {
      runs: PASSWORD_RUNS,
      callers: ['spare', 'anonymous'],
      body: {
        currentPassword: text(PASSWORD),
        newPassword: text('secret-456'),
        confirmPassword: text('secret-456'),
      },
      spendsSpare: true,
    }),
    route('POST /api/auth/forgot-password', { callers: ANYONE, body: { email } }),
    route('POST /api/auth/reset-password', {
      runs: PASSWORD_RUNS,
      callers: ['anonymous'],
      body: {
        token: text('sfJ0hV3Q8cQe3Yp1kE2yU4nq0fW7m9rT5zXc6bLd1aA'),
        newPassword: text('secret-456'),
        confirmPassword: text('secret-456'),
      },
    }),
    route('POST /api/auth/verify-email', {
      callers: ['anonymous'],
      body: { token: text('sfJ0hV3Q8cQe3Yp1kE2yU4nq0fW7m9rT5zXc6bLd1aA') },
    }),
    route('POST /api/auth/undo-email-change', {
      callers: ['anonymous'],
      body: { token: text('sfJ0hV3Q8cQe3Yp1kE2yU4nq0fW7m9rT5zXc6bLd1aA') },
    }),
    route('POST /api/auth/resend-verification', { callers: ANYONE }),
    route('DELETE /api/auth/pending-email', { callers: ANYONE }),
    route('GET /api/access-levels', { callers: ANYONE }),
    route('GET /api/keys', { callers: MEMBERS }),
    route('POST /api/keys', {
      runs: PASSWORD_RUNS,
      callers: MEMBERS,
      body: {
        name: text('Fuzz key'),
        scopes: list(text('generate', 'galleryRead', 'admin')),
        currentPassword: text(PASSWORD),
      },
    }),
    route('DELETE /api/keys/:id', { callers: MEMBERS }),

    route('GET /api/models', { callers: ANYONE }),
    route('GET /api/models/base', { callers: ANYONE }),
    route('GET /api/architectures', { callers: ANYONE }),
    route('GET /api/model-categories', { callers: ANYONE }),
    ...[
      'GET /api/architecture-capabilities/:architectureId',
      'GET /api/size-presets/architecture/:architectureId',
      'GET /api/schedulers/architecture/:architectureId',
    ].map((template) =>
      route(template, { callers: ANYONE, params: { architectureId: fc.constantFrom('1', '2') } }),
    ),

    route('GET /api/generations/:id', { callers: MEMBERS }),
    route('POST /api/generations/:id/cancel', { callers: MEMBERS }),
    route('GET /api/webhooks', { callers: MEMBERS }),
    route('GET /api/webhooks/deliveries', { callers: MEMBERS }),
    route('POST /api/webhooks', {
      callers: MEMBERS,
      // Refused (loopback): a registered webhook would be delivered to in the background.
      body: { url: text('http://127.0.0.1/hooks/fuzz') },
    }),
    route('DELETE /api/webhooks/:id', { callers: MEMBERS }),
    route('POST /api/generate', {
      callers: MEMBERS,
      // No `async` key: a queued generation would write in the background while later payloads
      // are checked for writes (async-generation.test.ts covers the flag).
      body: GENERATION_TASK,
      alwaysWild: true,
      wrapBody: asTaskList,
      headers: providerHeaders,
      // A payload the provider refuses is recorded as a failed, refunded generation.
      refusalWrites: ['generations', 'credit_ledger'],
    }),
    route('POST /api/generate/estimate', {
      callers: MEMBERS,
      body: GENERATION_TASK,
      wrapBody: asTaskList,
      headers: providerHeaders,
    }),
    route('POST /api/upload-image', {
      callers: MEMBERS,
      body: { imageData: textFrom(known((f) => f.pngDataUrl)) },
    }),
    ...(['upscale', 'remove-background', 'describe-image'] as const).map((tool) =>
      route(`POST /api/${tool}`, {
        callers: MEMBERS,
        body: {
          image: textFrom(
            fc.oneof(
              known((f) => f.imageUrl),
              known((f) => `creation:${f.creationId}`),
            ),
          ),
          ...(tool === 'upscale' ? { upscaleFactor: whole(2, 4) } : {}),
        },
        // A calm payload runs (and charges) the tool; a provider's refusal is a refunded row.
        alwaysWild: true,
        refusalWrites: ['generations', 'credit_ledger'],
      }),
    ),
    route('POST /api/generations/vary', {
      callers: MEMBERS,
      // No `async` key, as for POST /api/generate: a calm payload varies the saved image and
      // waits for it (charged); a refusal may leave its refunded row.
      body: {
        creationId: textFrom(known((f) => f.creationId)),
        strength: textFrom(fc.constantFrom('SUBTLE', 'STRONG')),
      },
      alwaysWild: true,
      refusalWrites: ['generations', 'credit_ledger'],
    }),
    ...(['POST /api/comparisons/estimate', 'POST /api/comparisons'] as const).map((template) =>
      route(template, {
        callers: MEMBERS,
        body: {
          base: nested({
            prompt: text('a lighthouse at dusk'),
            model: text(SDXL),
            width: whole(512),
            height: whole(512),
            steps: whole(20),
          }),
          x: nested({ parameter: text('cfgScale', 'steps'), values: list(text('4', '7')) }),
          y: nested({ parameter: text('seed'), values: list(text('1', '2')) }),
          // Never a confirmation of any real estimate: a calm start is refused before any hold,
          // so no queued cell writes in the background while later payloads are checked.
          ...(template === 'POST /api/comparisons'
            ? { confirmedCredits: { calm: fc.constant(0), wild: wildOf(hostileText) } }
            : {}),
        },
      }),
    ),
    route('GET /api/comparisons', {
      callers: MEMBERS,
      query: { first: queryValues('1', '20'), after: known((f) => f.cursor) },
    }),
    route('GET /api/comparisons/:id', { callers: MEMBERS }),
    route('POST /api/comparisons/:id/grid', {
      callers: MEMBERS,
      body: { folderId: textFrom(known((f) => f.folder.id)) },
    }),
    route('POST /api/enhance-prompt', {
      callers: MEMBERS,
      body: { prompt: text('a lighthouse at dusk'), versions: whole(1, 3) },
      alwaysWild: true,
      refusalWrites: ['generations', 'credit_ledger'],
    }),

    route('GET /api/prompts/favorites', { callers: MEMBERS }),
    route('POST /api/prompts/favorites', {
      callers: MEMBERS,
      body: {
        name: text('Fuzz favourite'),
        prompt: text('a fox in the snow'),
        negative_prompt: text('blurry'),
        model_id: text(SDXL),
        parameters: json,
      },
    }),
    route('DELETE /api/prompts/favorites/:id', {
      callers: MEMBERS,
      params: { id: known((f) => f.favoriteId) },
    }),

    route('GET /api/prompt-styles', { callers: MEMBERS }),
    route('POST /api/prompt-styles', {
      callers: MEMBERS,
      body: {
        name: text('Fuzz style'),
        template: text('a {prompt} in the snow'),
        negative_prompt: text('blurry'),
      },
    }),
    route('PATCH /api/prompt-styles/:id', {
      callers: MEMBERS,
      params: { id: known((f) => f.promptStyleId) },
      body: {
        name: text('Fuzz style renamed'),
        template: text('{prompt}, fuzzed'),
        negative_prompt: text('noise'),
      },
    }),
    route('DELETE /api/prompt-styles/:id', {
      callers: MEMBERS,
      params: { id: known((f) => f.promptStyleId) },
    }),

    route('GET /api/references', { callers: MEMBERS }),
    route('POST /api/references', {
      callers: MEMBERS,
      body: {
        kind: text('style'),
        name: text('Fuzz reference'),
        images: list(textFrom(known((f) => `creation:${f.creationId}`))),
        weightType: text('style_transfer'),
        combineMethod: text('average'),
      },
    }),
    route('PATCH /api/references/:id', {
      callers: MEMBERS,
      params: { id: known((f) => f.referenceId) },
      // The fixture is a character: its style options may only be cleared.
      body: {
        name: text('Fuzz reference renamed'),
        weightType: textFrom(fc.constant(null)),
        combineMethod: textFrom(fc.constant(null)),
      },
    }),
    route('DELETE /api/references/:id', {
      callers: MEMBERS,
      params: { id: known((f) => f.referenceId) },
    }),

    route('GET /api/shares', { callers: MEMBERS }),
    route('POST /api/shares', {
      callers: MEMBERS,
      body: {
        creationId: textFrom(known((f) => f.creationId)),
        folderId: textFrom(fc.constant(undefined)),
        expiresAt: textFrom(fc.constantFrom(undefined, null, '2099-01-01T00:00:00Z')),
        password: textFrom(fc.constantFrom(undefined, 'a share password')),
        allowDownload: flag(),
        showPrompt: flag(),
      },
      // A password is hashed.
      runs: PASSWORD_RUNS,
    }),
    route('PATCH /api/shares/:id', {
      callers: MEMBERS,
      params: { id: known((f) => f.share.id) },
      body: {
        expiresAt: textFrom(fc.constantFrom(undefined, null, '2099-01-01T00:00:00Z')),
        allowDownload: flag(),
        showPrompt: flag(),
      },
    }),
    route('DELETE /api/shares/:id', {
      callers: MEMBERS,
      params: { id: fc.uuid() },
    }),
    route('GET /api/shares/:slug/content', {
      callers: ANYONE,
      params: { slug: known((f) => f.share.slug) },
      query: { first: queryValues('1', '30'), after: known((f) => f.cursor) },
      headers: fc.constantFrom<Record<string, string>>({}, { 'X-Share-Password': 'guess' }),
    }),
    route('GET /api/shares/:slug/images/:creationId/remix', {
      callers: MEMBERS,
      params: { slug: known((f) => f.share.slug), creationId: known((f) => f.creationId) },
      headers: fc.constantFrom<Record<string, string>>({}, { 'X-Share-Password': 'guess' }),
    }),
    route('POST /api/shares/:slug/images/:creationId/save', {
      callers: MEMBERS,
      params: { slug: known((f) => f.share.slug), creationId: known((f) => f.creationId) },
      body: { folderId: textFrom(fc.constantFrom(undefined, null)) },
    }),
    route('POST /api/shares/:slug/reports', {
      callers: ANYONE,
      params: { slug: known((f) => f.share.slug) },
      body: { reason: text('spam', 'other'), note: text('fuzz') },
    }),
    route('POST /s/:slug/report', {
      callers: ANYONE,
      params: { slug: known((f) => f.share.slug) },
      body: { reason: text('spam'), note: text('fuzz') },
    }),
    route('GET /s/:slug', {
      callers: ANYONE,
      params: { slug: known((f) => f.share.slug) },
      query: { after: known((f) => f.cursor) },
    }),
    route('POST /s/:slug', {
      callers: ANYONE,
      params: { slug: known((f) => f.share.slug) },
      body: { password: text('guess') },
    }),
    route('GET /s/:slug/images/:creationId/:variant', {
      callers: ANYONE,
      params: {
        slug: known((f) => f.share.slug),
        creationId: known((f) => f.creationId),
        variant: fc.constantFrom('display', 'thumbnail', 'original'),
      },
      query: { expires: queryValues('9999999999'), signature: queryValues('x') },
    }),

    route('GET /api/folders', { callers: MEMBERS }),
    route('GET /api/folders/objects', { callers: MEMBERS }),
    route('POST /api/folders', { callers: MEMBERS, body: { name: text('Fuzz folder') } }),
    route('PUT /api/folders/:id', {
      callers: MEMBERS,
      params: { id: known((f) => f.folder.id) },
      body: { name: text('Fuzz renamed') },
    }),
    route('DELETE /api/folders/:id', {
      callers: MEMBERS,
      params: { id: known((f) => f.folder.id) },
    }),

    route('GET /api/creations/my', { callers: MEMBERS, query: paging }),
    route('GET /api/folders/:folder/creations', {
      callers: MEMBERS,
      params: {
        folder: fc.oneof(
          fc.constant('Default'),
          known((f) => f.folder.name),
        ),
      },
      query: paging,
    }),
    route('POST /api/save-image', {
      callers: MEMBERS,
      body: {
        imageData: textFrom(known((f) => f.pngDataUrl)),
        imageUrl: textFrom(known((f) => f.imageUrl)),
        prompt: text('a fox'),
        negative_prompt: text('blurry'),
        model_id: text(SDXL),
        width: whole(64),
        height: whole(48),
        format: text('png'),
        parameters: json,
        generation_id: textFrom(known((f) => f.generationId)),
        folder: textFrom(known((f) => f.folder.name)),
      },
    }),
    route('PATCH /api/creations/:id', {
      callers: MEMBERS,
      params: { id: known((f) => f.creationId) },
      body: {
        folder: textFrom(
          fc.oneof(
            fc.constant('Default'),
            known((f) => f.folder.name),
          ),
        ),
      },
    }),
    route('DELETE /api/creations/:id', {
      callers: MEMBERS,
      params: { id: known((f) => f.creationId) },
    }),
    route('POST /api/creations/move', {
      callers: MEMBERS,
      body: {
        ids: list(textFrom(known((f) => f.creationId))),
        folderId: textFrom(known((f) => f.folder.id)),
      },
    }),
    route('POST /api/creations/saved-copies', {
      callers: MEMBERS,
      body: { imageUrls: list(textFrom(fc.constant('https://im.runware.ai/image/a.jpg'))) },
    }),
    route('POST /api/creations/download', {
      callers: MEMBERS,
      body: { ids: list(textFrom(known((f) => f.creationId))) },
    }),
    route('POST /api/creations/delete', {
      callers: MEMBERS,
      // A calm payload deletes the fixture creation other routes use.
      body: { ids: list(textFrom(known((f) => f.creationId))) },
      alwaysWild: true,
    }),

    route('GET /api/platform-status', { callers: ANYONE }),
    route('GET /api/openapi.json', { callers: ANYONE }),
    route('GET /api/docs', { callers: ANYONE }),
    route('GET /api/docs/:asset', {
      callers: ANYONE,
      params: { asset: fc.constantFrom('docs.js', 'swagger-ui.css', 'favicon-32x32.png') },
    }),
    route('GET /api/admin/settings', { callers: ADMINS }),
    route('PATCH /api/admin/settings', {
      callers: ADMINS,
      body: { maintenanceMode: flag(), registrationsOpen: flag() },
    }),
    route('GET /api/credits/ledger', { callers: MEMBERS, query: paging }),
    route('GET /api/credits/history', { callers: MEMBERS, query: paging }),

    route('GET /api/billing/packs', { callers: ANYONE }),
    route('POST /api/billing/checkout', {
      callers: MEMBERS,
      body: { packId: textFrom(known((f) => f.packId)) },
    }),
    route('GET /api/billing/checkout/:sessionId', {
      callers: MEMBERS,
      params: { sessionId: fc.constantFrom('cs_test_123') },
    }),
    route('POST /api/billing/webhook', {
      callers: ['anonymous'],
      body: { id: text('evt_1'), type: text('checkout.session.completed') },
      headers: fc.record(
        { 'stripe-signature': fc.constantFrom('t=1,v1=abc', 'garbage', '') },
        { requiredKeys: [] },
      ),
    }),

    route('POST /api/admin/search-models', {
      callers: ADMINS,
      body: {
        search: text('juggernaut'),
        type: text('base'),
        category: text('checkpoint', 'lora'),
        architecture: text('sdxl'),
        visibility: text('all', 'public'),
        tags: list(text('photo')),
        offset: whole(0, 30),
        limit: whole(30),
      },
    }),
    ...['POST /api/admin/add-model', 'PUT /api/models/:id'].map((template) =>
      route(template, {
        callers: ADMINS,
        params: { id: fc.constantFrom('999999') },
        body: {
          name: text('Fuzz model'),
          version: text('v1'),
          civitAIR: textFrom(fc.integer({ min: 1, max: 1e6 }).map((n) => `civitai:${n}@${n}`)),
          modelCategoryId: whole(1),
          architectureId: whole(1),
          architecture: text('SDXL'),
          architectureName: text('Fuzz architecture'),
          modelType: text('base'),
          tags: list(text('photo')),
          heroImage: text('https://example.com/a.png'),
          isPrivate: flag(),
          defaultWidth: whole(1024),
          defaultHeight: whole(1024),
          defaultSteps: whole(20),
          defaultScheduler: text('Default'),
          defaultCFG: whole(7),
          accessLevelId: whole(1),
          triggerWords: list(text('fuzzword')),
          extras: nested({
            lora: flag(),
            controlnet: flag(),
            vae: flag(),
            ipadapter: flag(),
            embeddings: flag(),
          }),
        },
      }),
    ),
    route('PATCH /api/admin/models/:modelId', {
      callers: ADMINS,
      params: { modelId: fc.constantFrom('999999') },
      body: { accessLevelId: whole(1, 3) },
    }),
    route('DELETE /api/admin/models/:id', {
      callers: ADMINS,
      params: { id: fc.constantFrom('999999') },
    }),

    route('GET /api/admin/users', { callers: ADMINS }),
    route('PATCH /api/admin/users/:userId/access-level', {
      callers: ADMINS,
      params: { userId: known((f) => f.spare.id) },
      body: { accessLevelId: whole(1, 3, 5) },
    }),
    route('DELETE /api/admin/users/:id', {
      runs: PASSWORD_RUNS,
      callers: ADMINS,
      params: { id: known((f) => f.spare.id) },
      spendsSpare: true,
    }),
    route('POST /api/admin/users/:id/credits', {
      callers: ADMINS,
      params: { id: known((f) => f.spare.id) },
      body: { amount: whole(1, 10), note: text('fuzz grant') },
    }),
    ...['GET /api/admin/users/:id/ledger', 'GET /api/admin/users/:id/purchases'].map((template) =>
      route(template, {
        callers: ADMINS,
        params: { id: known((f) => f.member.id) },
        query: paging,
      }),
    ),
    route('POST /api/admin/purchases/:id/refund', { callers: ADMINS }),
    route('GET /api/admin/share-reports', { callers: ADMINS, query: paging }),
    // Unknown links (as DELETE /api/shares/:id): the fixture's link stays live for the others.
    route('POST /api/admin/share-links/:id/disable', {
      callers: ADMINS,
      params: { id: fc.uuid() },
    }),
    route('POST /api/admin/users/:id/share-links/disable', {
      callers: ADMINS,
      params: { id: known((f) => f.spare.id) },
    }),
    route('GET /api/admin/credit-packs', { callers: ADMINS }),
    route('PATCH /api/admin/credit-packs/:id', {
      callers: ADMINS,
      params: { id: known((f) => f.packId) },
      body: {
        name: text('Fuzz pack'),
        priceCents: whole(500),
        credits: whole(100),
        accessLevelId: whole(3),
        active: flag(),
      },
    }),
    route('PATCH /api/admin/architecture-capabilities/:architectureId', {
      callers: ADMINS,
      params: { architectureId: fc.constantFrom('1') },
      body: {
        supportsNegativePrompt: flag(),
        minSteps: whole(1),
        maxSteps: whole(150),
        minDimension: whole(128),
        maxDimension: whole(2048),
        dimensionMultiple: whole(8),
        minLoraWeight: whole(0),
        maxLoraWeight: whole(2),
      },
    }),

    // Each call runs its job and waits for it: a few runs are plenty.
    route('GET /api/admin/orphan-files', { callers: ADMINS, runs: 4 }),
    route('DELETE /api/admin/orphan-files', {
      callers: ADMINS,
      body: { fileKeys: list(text('users/u/creations/gone.png')) },
      runs: 8,
    }),
    route('DELETE /api/admin/orphan-files/all', { callers: ADMINS, runs: 4 }),
    route('GET /api/admin/jobs/:queue', {
      callers: ADMINS,
      params: { queue: fc.constantFrom(...QUEUES) },
      query: {
        state: queryValues('failed', 'completed', 'bogus'),
        cursor: hostileCursor.map(percentEncoded),
        ...paging,
      },
    }),
    ...['GET /api/admin/jobs/:queue/:id', 'POST /api/admin/jobs/:queue/:id/retry'].map((template) =>
      route(template, {
        callers: ADMINS,
        params: { queue: fc.constantFrom(...QUEUES), id: fc.constantFrom('1', '999') },
      }),
    ),
  ];
}
