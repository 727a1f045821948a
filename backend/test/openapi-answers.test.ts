import { readFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import sharp from 'sharp';
import Stripe from 'stripe';
import request from 'supertest';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { apiClient, signInAdministrator } from './support/api-client.js';
import { type NodeServiceProcess } from './support/node-service-process.js';
import {
  answerProblems,
  type OpenApiDocument,
  operationOf,
  type RecordedAnswer,
} from './support/openapi-conformance.js';
import {
  reservePaymentsSimulator,
  TEST_STRIPE_WEBHOOK_SECRET,
} from './support/payments-simulator-process.js';
import { readUntil } from './support/read-until.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { linkToken, type SmtpInbox, startSmtpInbox } from './support/smtp-inbox.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Every operation of the committed description, as `METHOD /path`. */
const DOCUMENTED_OPERATIONS = Object.entries(
  (
    JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    }
  ).paths,
).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));

const SDXL = 'civitai:101055@128078';
const PASSWORD = 'secret-123';
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const emailOf = (tag: string) => `${unique(tag)}@example.com`;

interface Call {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The status the scenario needs (the description is checked either way). */
  expect?: number;
}

/**
 * Every REST route called as a client would, each at least once with success and many with a
 * refusal: every answer's status must be documented for its operation and its body must match the
 * documented schema exactly (no missing and no undocumented properties). Keeps the response
 * classes of the description true to what the routes answer.
 */
describe('REST answers match the OpenAPI description', () => {
  let simulator: SimulatorProcess;
  let payments: Awaited<ReturnType<typeof reservePaymentsSimulator>>;
  let paymentsProcess: NodeServiceProcess;
  let inbox: SmtpInbox;
  let app: TestApp;
  let document: OpenApiDocument;
  const answers: RecordedAnswer[] = [];

  beforeAll(async () => {
    payments = await reservePaymentsSimulator();
    [simulator, inbox] = await Promise.all([startSimulatorProcess(), startSmtpInbox()]);
    app = await startTestApp({
      ...payments.appConfig,
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'http://studio.test',
      REDIS_PREFIX: ownRedisPrefix('answers'),
      ...providerSettings(simulator),
      RUNWARE_RETRY_BASE_MS: '10',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    });
    await app.app.listen(0, '127.0.0.1');
    const { port } = app.app.getHttpServer().address() as AddressInfo;
    paymentsProcess = await payments.start(`http://127.0.0.1:${port}/api/billing/webhook`);
    document = (await request(app.app.getHttpServer()).get('/api/openapi.json')).body;
  }, 60_000);
  afterAll(async () => {
    await paymentsProcess?.stop();
    await app?.close();
    await Promise.all([simulator?.stop(), inbox?.close()]);
  });

  /** Sends a request as a client would and records the answer for the final checks. */
  async function call(method: string, path: string, options: Call = {}) {
    let test = request(app.app.getHttpServer())[
      method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
    ](path);
    if (options.token) test = test.set('Authorization', `Bearer ${options.token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) test = test.set(name, value);
    if (options.body !== undefined)
      test = test
        .set('Content-Type', 'application/json')
        .send(typeof options.body === 'string' ? options.body : JSON.stringify(options.body));
    const response = await test;
    answers.push({
      method: method.toUpperCase(),
      path,
      status: response.status,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
    });
    if (options.expect !== undefined && response.status !== options.expect)
      throw new Error(
        `${method} ${path}: ${response.status} (wanted ${options.expect}) ${JSON.stringify(response.body)}`,
      );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return response.body as any;
  }

  const task = (overrides: Record<string, unknown> = {}) => [
    {
      taskType: 'imageInference',
      positivePrompt: 'a lighthouse on a cliff',
      model: SDXL,
      width: 512,
      height: 512,
      steps: 4,
      outputFormat: 'PNG',
      ...overrides,
    },
  ];

  it('calls every route as a client would', async () => {
    const api = apiClient(app);

    // Documentation and public reads.
    await call('GET', '/api/openapi.json', { expect: 200 });
    await call('GET', '/api/docs', { expect: 200 });
    await call('GET', '/api/docs/docs.js', { expect: 200 });
    await call('GET', '/api/docs/nothing.js', { expect: 404 });
    await call('GET', '/api/platform-status', { expect: 200 });
    await call('GET', '/api/access-levels', { expect: 200 });
    const architectures = await call('GET', '/api/architectures', { expect: 200 });
    const sdxl = (architectures as { id: number; code: string }[]).find((a) => a.code === 'sdxl')!;
    await call('GET', `/api/architecture-capabilities/${sdxl.id}`, { expect: 200 });
    await call('GET', '/api/architecture-capabilities/999999', { expect: 404 });
    await call('GET', `/api/size-presets/architecture/${sdxl.id}`, { expect: 200 });
    await call('GET', `/api/schedulers/architecture/${sdxl.id}`, { expect: 200 });
    await call('GET', '/api/model-categories', { expect: 200 });
    const packs = await call('GET', '/api/billing/packs', { expect: 200 });

    // The account: sign-up, verification, profile, password, reset, sign-out.
    const email = emailOf('oas');
    await call('POST', '/api/auth/register', { body: { name: 'Ada' }, expect: 400 });
    const { token: first } = await call('POST', '/api/auth/register', {
      body: { name: 'Ada Lovelace', email, password: PASSWORD },
      expect: 201,
    });
    await call('POST', '/api/auth/register', {
      body: { name: 'Ada Again', email, password: PASSWORD },
      expect: 409,
    });
    await call('POST', '/api/auth/login', {
      body: { email, password: 'wrong-pass' },
      expect: 401,
    });
    await call('POST', '/api/auth/login', { body: { email, password: PASSWORD }, expect: 200 });
    await call('GET', '/api/auth/me', { expect: 401 });
    await call('GET', '/api/auth/me', { token: first, expect: 200 });
    await inbox.next(email, /Verify your/);
    await call('POST', '/api/auth/resend-verification', { token: first, expect: 202 });
    const welcome = await inbox.next(email, /Verify your/);
    await call('POST', '/api/auth/verify-email', {
      body: { token: linkToken(welcome, '/verify-email') },
      expect: 200,
    });
    // Opened again: already verified.
    await call('POST', '/api/auth/verify-email', {
      body: { token: linkToken(welcome, '/verify-email') },
      expect: 200,
    });
    await call('POST', '/api/auth/resend-verification', { token: first, expect: 400 });
    await call('PATCH', '/api/auth/update-profile', {
      token: first,
      body: { name: 'Ada L.', email: emailOf('oas-new'), currentPassword: PASSWORD },
      expect: 200,
    });
    await call('DELETE', '/api/auth/pending-email', { token: first, expect: 200 });
    await call('POST', '/api/auth/change-password', {
      token: first,
      body: { currentPassword: PASSWORD, newPassword: 'second-pass' },
      expect: 200,
    });
    await call('POST', '/api/auth/forgot-password', { body: { email }, expect: 202 });
    await call('POST', '/api/auth/reset-password', {
      body: {
        token: linkToken(await inbox.next(email, /Reset your/), '/reset-password'),
        newPassword: PASSWORD,
      },
      expect: 200,
    });
    // A password reset ends every session: sign in again, and out of a second session.
    let { token } = await call('POST', '/api/auth/login', {
      body: { email, password: PASSWORD },
      expect: 200,
    });
    const other = await call('POST', '/api/auth/login', {
      body: { email, password: PASSWORD },
      expect: 200,
    });
    await call('POST', '/api/auth/logout', { token: other.token, expect: 200 });

    // An email change undone from the old address, which signs every session out.
    const moved = emailOf('oas-moved');
    await call('PATCH', '/api/auth/update-profile', {
      token,
      body: { name: 'Ada L.', email: moved },
      expect: 400,
    });
    await call('PATCH', '/api/auth/update-profile', {
      token,
      body: { name: 'Ada L.', email: moved, currentPassword: PASSWORD },
      expect: 200,
    });
    await call('POST', '/api/auth/verify-email', {
      body: { token: linkToken(await inbox.next(moved, /Confirm your new/), '/verify-email') },
      expect: 200,
    });
    const undoToken = linkToken(await inbox.next(email, /was changed/), '/undo-email-change');
    await call('POST', '/api/auth/undo-email-change', { body: { token: 'nope' }, expect: 400 });
    await call('POST', '/api/auth/undo-email-change', { body: { token: undoToken }, expect: 200 });
    await call('GET', '/api/auth/me', { token, expect: 401 });
    ({ token } = await call('POST', '/api/auth/login', {
      body: { email, password: PASSWORD },
      expect: 200,
    }));

    // API keys.
    const key = await call('POST', '/api/keys', {
      token,
      body: { name: 'oas', currentPassword: PASSWORD },
      expect: 201,
    });
    await call('POST', '/api/keys', { token, body: { name: 'no password' }, expect: 400 });
    await call('GET', '/api/keys', { token, expect: 200 });
    await call('GET', '/api/keys', { token: key.key, expect: 403 });
    const scoped = await call('POST', '/api/keys', {
      token,
      body: { name: 'read only', scopes: ['gallery:read'], currentPassword: PASSWORD },
      expect: 201,
    });
    await call('GET', '/api/credits/ledger', { token: scoped.key, expect: 403 });
    await call('DELETE', `/api/keys/${key.id}`, { token, expect: 200 });

    // Webhooks, told when a generation finishes (this one refuses connections).
    const webhook = await call('POST', '/api/webhooks', {
      token,
      body: { url: 'http://127.0.0.1:9/hook' },
      expect: 201,
    });
    await call('POST', '/api/webhooks', { token, body: { url: 'ftp://x' }, expect: 400 });
    await call('GET', '/api/webhooks', { token, expect: 200 });

    // Catalogue and generation.
    await call('GET', '/api/models', { token, expect: 200 });
    await call('GET', '/api/models/base', { token, expect: 200 });
    await call('POST', '/api/generate/estimate', { token, body: task(), expect: 200 });
    await call('POST', '/api/generate/estimate', {
      token,
      body: task({ width: 1 }),
      expect: 400,
    });
    const generated = await call('POST', '/api/generate', { token, body: task(), expect: 200 });
    const queued = await call('POST', '/api/generate?async=true', {
      token,
      body: task(),
      expect: 202,
    });
    await call('GET', `/api/generations/${generated.generationId}`, { token, expect: 200 });

    // The creator tools.
    const square = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#48c' },
    })
      .png()
      .toBuffer();
    const imageData = `data:image/png;base64,${square.toString('base64')}`;
    const uploaded = await call('POST', '/api/upload-image', {
      token,
      body: { imageData },
      expect: 200,
    });
    await call('POST', '/api/upload-image', { token, body: { imageData: 'x' }, expect: 400 });
    const source = generated.data[0].imageURL as string;
    await call('POST', '/api/upscale', {
      token,
      body: { image: uploaded.imageUUID, upscaleFactor: 2 },
      expect: 200,
    });
    await call('POST', '/api/upscale', {
      token,
      body: { image: source, upscaleFactor: 7 },
      expect: 400,
    });
    await call('POST', '/api/remove-background', { token, body: { image: source }, expect: 200 });
    await call('POST', '/api/remove-background', {
      token,
      body: { image: 'creation:00000000-0000-4000-8000-000000000000' },
      expect: 404,
    });
    const result = generated.data[0].imageUUID as string;
    await call('POST', '/api/generations/vary', {
      token,
      body: { imageUUID: result, strength: 'SUBTLE' },
      expect: 200,
    });
    await call('POST', '/api/generations/vary?async=true', {
      token,
      body: { imageUUID: result, strength: 'STRONG' },
      expect: 202,
    });
    await call('POST', '/api/generations/vary', {
      token,
      body: { imageUUID: result, strength: 'MEDIUM' },
      expect: 400,
    });
    // X/Y comparisons.
    const comparison = {
      base: { prompt: 'a lighthouse on a cliff', model: SDXL, width: 512, height: 512, steps: 4 },
      x: { parameter: 'cfgScale', values: ['4', '7'] },
    };
    const priced = await call('POST', '/api/comparisons/estimate', {
      token,
      body: comparison,
      expect: 200,
    });
    await call('POST', '/api/comparisons/estimate', {
      token,
      body: { ...comparison, x: { parameter: 'cfgScale', values: ['x'] } },
      expect: 400,
    });
    const compared = await call('POST', '/api/comparisons', {
      token,
      body: { ...comparison, confirmedCredits: priced.credits },
      expect: 200,
    });
    await call('POST', '/api/comparisons', {
      token,
      body: { ...comparison, confirmedCredits: 0 },
      expect: 400,
    });
    await call('GET', '/api/comparisons/00000000-0000-4000-8000-000000000000', {
      token,
      expect: 404,
    });
    await readUntil(
      () => call('GET', `/api/comparisons/${compared.id}`, { token, expect: 200 }),
      (view: { finished: boolean }) => view.finished,
    );
    await call('POST', `/api/comparisons/${compared.id}/grid`, { token, body: {}, expect: 200 });
    await call('GET', '/api/comparisons?first=1', { token, expect: 200 });
    await call('GET', '/api/comparisons?after=forged', { token, expect: 400 });
    await call('POST', '/api/comparisons/00000000-0000-4000-8000-000000000000/grid', {
      token,
      body: {},
      expect: 404,
    });
    await call('POST', '/api/enhance-prompt', { token, body: { prompt: 'a fox' }, expect: 200 });
    await call('POST', '/api/describe-image', { token, body: { image: source }, expect: 200 });
    await readUntil(
      () => call('GET', `/api/generations/${queued.generationId}`, { token, expect: 200 }),
      (view: { status: string }) => view.status === 'succeeded' || view.status === 'failed',
    );
    await call('POST', `/api/generations/${queued.generationId}/cancel`, { token, expect: 409 });
    await call('POST', '/api/generations/00000000-0000-4000-8000-000000000000/cancel', {
      token,
      expect: 404,
    });
    // Held in a paused queue, a generation is cancelled at once.
    const runQueue = app.app.get<Queue>(getQueueToken('generation-run'), { strict: false });
    await runQueue.pause();
    try {
      const waiting = await call('POST', '/api/generate?async=true', {
        token,
        body: task(),
        expect: 202,
      });
      await call('POST', `/api/generations/${waiting.generationId}/cancel`, { token, expect: 200 });
    } finally {
      await runQueue.resume();
    }
    await readUntil(
      () => call('GET', '/api/webhooks/deliveries', { token, expect: 200 }),
      (deliveries: unknown[]) => deliveries.length >= 2,
    );
    await call('DELETE', `/api/webhooks/${webhook.id}`, { token, expect: 200 });
    await call('GET', '/api/generations/00000000-0000-4000-8000-000000000000', {
      token,
      expect: 404,
    });

    // Gallery: folders and saved images, with the signed file URL.
    await call('GET', '/api/folders', { token, expect: 200 });
    const folder = await call('POST', '/api/folders', {
      token,
      body: { name: 'Lighthouses' },
      expect: 201,
    });
    await call('POST', '/api/folders', { token, body: { name: 'Lighthouses' }, expect: 409 });
    await call('PUT', `/api/folders/${folder.id}`, {
      token,
      body: { name: 'Coast' },
      expect: 200,
    });
    await call('GET', '/api/folders/objects', { token, expect: 200 });
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    const creation = await call('POST', '/api/save-image', {
      token,
      body: {
        imageData: `data:image/png;base64,${png.toString('base64')}`,
        prompt: 'a lighthouse',
        model_id: SDXL,
        folder: 'Coast',
        generation_id: generated.generationId,
      },
      expect: 201,
    });
    await call('POST', '/api/save-image', { token, body: { model_id: SDXL }, expect: 400 });
    // A generated image saved by its URL, then again into the same folder: already saved.
    const generatedUrl = (generated as { data: { imageURL: string }[] }).data[0].imageURL;
    const fromUrl = await call('POST', '/api/save-image', {
      token,
      body: { imageUrl: generatedUrl, model_id: SDXL, folder: 'Coast' },
      expect: 201,
    });
    await call('POST', '/api/save-image', {
      token,
      body: { imageUrl: generatedUrl, model_id: SDXL, folder: 'Coast' },
      expect: 409,
    });
    await call('POST', '/api/creations/saved-copies', {
      token,
      body: { imageUrls: [generatedUrl] },
      expect: 200,
    });
    await call('POST', '/api/creations/saved-copies', {
      token,
      body: { imageUrls: 'not a list' },
      expect: 400,
    });
    await call('DELETE', `/api/creations/${fromUrl.id}`, { token, expect: 200 });
    await call('GET', '/api/creations/my?limit=5', { token, expect: 200 });
    await call('GET', '/api/creations/my?limit=-1', { token, expect: 400 });
    await call('GET', '/api/folders/Coast/creations', { token, expect: 200 });
    await call(
      'GET',
      new URL(creation.creationUrl, 'http://studio.test').pathname.concat(
        new URL(creation.creationUrl, 'http://studio.test').search,
      ),
      { expect: 200 },
    );
    await call('GET', '/api/files/users/nobody/creations/none.png?expires=1&signature=x', {
      expect: 404,
    });
    await call('PATCH', `/api/creations/${creation.id}`, {
      token,
      body: { folder: 'Default' },
      expect: 200,
    });
    await call('POST', '/api/creations/move', {
      token,
      body: { ids: [creation.id], folderId: folder.id },
      expect: 200,
    });
    await call('POST', '/api/creations/move', { token, body: { ids: [] }, expect: 400 });
    await call('POST', '/api/creations/download', {
      token,
      body: { ids: [creation.id] },
      expect: 200,
    });
    await call('POST', '/api/creations/download', {
      token,
      body: { ids: ['00000000-0000-4000-8000-000000000000'] },
      expect: 404,
    });
    const second = await call('POST', '/api/save-image', {
      token,
      body: { imageData: `data:image/png;base64,${png.toString('base64')}`, model_id: SDXL },
      expect: 201,
    });
    await call('POST', '/api/creations/delete', { token, body: { ids: [second.id] }, expect: 200 });
    await call('DELETE', `/api/creations/${creation.id}`, { token, expect: 200 });
    await call('DELETE', `/api/folders/${folder.id}`, { token, expect: 200 });

    // Share links and what they show.
    const shared = await call('POST', '/api/save-image', {
      token,
      body: { imageData: `data:image/png;base64,${png.toString('base64')}`, model_id: SDXL },
      expect: 201,
    });
    const link = await call('POST', '/api/shares', {
      token,
      body: { creationId: shared.id, password: 'open sesame', showPrompt: true },
      expect: 201,
    });
    await call('POST', '/api/shares', {
      token,
      body: { creationId: shared.id, expiresAt: '2020-01-01' },
      expect: 400,
    });
    await call('POST', '/api/shares', {
      token,
      body: { creationId: '00000000-0000-4000-8000-000000000000' },
      expect: 404,
    });
    await call('GET', '/api/shares', { token, expect: 200 });
    const password = { 'X-Share-Password': 'open sesame' };
    const image = `/api/shares/${link.slug}/images/${shared.id}`;
    await call('POST', `${image}/save`, { token, headers: password, body: {}, expect: 403 });
    await call('PATCH', `/api/shares/${link.id}`, {
      token,
      body: { allowDownload: true },
      expect: 200,
    });
    await call('PATCH', `/api/shares/${link.id}`, { token, body: { password: '' }, expect: 400 });
    await call('GET', `/api/shares/${link.slug}/content`, { expect: 401 });
    await call('GET', `/api/shares/${link.slug}/content?first=5`, {
      headers: { 'X-Share-Password': 'open sesame' },
      expect: 200,
    });
    await call('GET', `/api/shares/${link.slug}/content?first=x`, { expect: 400 });
    await call('GET', `${image}/remix`, { token, headers: password, expect: 200 });
    await call('GET', `${image}/remix`, { token, expect: 401 });
    // A viewer keeps a copy once; the owner already has the image.
    const viewer = (await api.register()).token;
    await call('POST', `${image}/save`, {
      token: viewer,
      headers: password,
      body: {},
      expect: 201,
    });
    await call('POST', `${image}/save`, {
      token: viewer,
      headers: password,
      body: {},
      expect: 409,
    });
    await call('POST', `${image}/save`, { token, headers: password, body: {}, expect: 409 });
    await call('POST', `/api/shares/${link.slug}/reports`, {
      body: { reason: 'spam' },
      expect: 201,
    });
    await call('POST', `/api/shares/${link.slug}/reports`, {
      body: { reason: 'nope' },
      expect: 400,
    });
    await call('DELETE', `/api/shares/${link.id}`, { token, expect: 200 });
    await call('DELETE', `/api/shares/${link.id}`, { token, expect: 404 });
    await call('GET', `/api/shares/${link.slug}/content`, { expect: 404 });

    // Favorites and credits.
    const favorite = await call('POST', '/api/prompts/favorites', {
      token,
      body: {
        name: 'Foggy',
        prompt: 'a foggy lighthouse',
        model_id: SDXL,
        parameters: { steps: 4 },
      },
      expect: 201,
    });
    await call('GET', '/api/prompts/favorites', { token, expect: 200 });
    await call('DELETE', `/api/prompts/favorites/${favorite.id}`, { token, expect: 200 });
    await call('DELETE', `/api/prompts/favorites/${favorite.id}`, { token, expect: 404 });
    const style = await call('POST', '/api/prompt-styles', {
      token,
      body: { name: 'Foggy', template: 'a foggy {prompt}', negative_prompt: 'sunny' },
      expect: 201,
    });
    await call('POST', '/api/prompt-styles', {
      token,
      body: { name: 'foggy', template: '{prompt}' },
      expect: 409,
    });
    await call('GET', '/api/prompt-styles', { token, expect: 200 });
    await call('PATCH', `/api/prompt-styles/${style.id}`, {
      token,
      body: { template: 'no placeholder' },
      expect: 400,
    });
    await call('PATCH', `/api/prompt-styles/${style.id}`, {
      token,
      body: { negative_prompt: null },
      expect: 200,
    });
    await call('DELETE', `/api/prompt-styles/${style.id}`, { token, expect: 200 });
    await call('DELETE', `/api/prompt-styles/${style.id}`, { token, expect: 404 });
    // Saved references: the caller's own images only.
    const reference = await call('POST', '/api/references', {
      token,
      body: { kind: 'character', name: 'Mara', images: [uploaded.imageUUID] },
      expect: 201,
    });
    await call('POST', '/api/references', {
      token,
      body: { kind: 'character', name: 'Inline', images: ['data:image/png;base64,AAAA'] },
      expect: 400,
    });
    await call('POST', '/api/references', {
      token,
      body: { kind: 'style', name: 'MARA', images: [uploaded.imageUUID] },
      expect: 409,
    });
    await call('POST', '/api/references', {
      token,
      body: { kind: 'style', name: 'Stranger', images: [crypto.randomUUID()] },
      expect: 404,
    });
    await call('GET', '/api/references', { token, expect: 200 });
    const styleReference = await call('POST', '/api/references', {
      token,
      body: {
        kind: 'style',
        name: 'Ember',
        images: [uploaded.imageUUID],
        weightType: 'style_transfer',
        combineMethod: 'average',
      },
      expect: 201,
    });
    await call('PATCH', `/api/references/${styleReference.id}`, {
      token,
      body: { weightType: 'sideways' },
      expect: 400,
    });
    await call('PATCH', `/api/references/${styleReference.id}`, {
      token,
      body: { name: 'Embers', combineMethod: null },
      expect: 200,
    });
    await call('PATCH', `/api/references/${reference.id}`, {
      token,
      body: { weightType: 'normal' },
      expect: 400,
    });
    await call('PATCH', `/api/references/${reference.id}`, {
      token,
      body: { images: [uploaded.imageUUID, result] },
      expect: 200,
    });
    await call('PATCH', `/api/references/${reference.id}`, {
      token,
      body: { images: [] },
      expect: 400,
    });
    await call('DELETE', `/api/references/${reference.id}`, { token, expect: 200 });
    await call('DELETE', `/api/references/${reference.id}`, { token, expect: 404 });
    await call('GET', '/api/credits/ledger?limit=5', { token, expect: 200 });
    await call('GET', '/api/credits/history?limit=5', { token, expect: 200 });

    // Buying credits: checkout, payment, the buyer's return, the webhook.
    const buyer = await api.registerVerified();
    const started = await call('POST', '/api/billing/checkout', {
      token: buyer.token,
      body: { packId: packs[0].id },
      expect: 200,
    });
    await call('POST', '/api/billing/checkout', {
      token: buyer.token,
      body: { packId: 'no-such-pack' },
      expect: 404,
    });
    await payments.control('POST', `/sessions/${started.sessionId}/pay`);
    await readUntil(
      () => call('GET', `/api/billing/checkout/${started.sessionId}`, { token: buyer.token }),
      (state: { status: string }) => state.status === 'paid',
    );
    const event = JSON.stringify({
      id: unique('evt'),
      type: 'customer.created',
      data: { object: {} },
    });
    await call('POST', '/api/billing/webhook', {
      body: event,
      headers: {
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
          payload: event,
          secret: TEST_STRIPE_WEBHOOK_SECRET,
        }),
      },
      expect: 200,
    });
    await call('POST', '/api/billing/webhook', { body: event, expect: 400 });

    // Administration.
    const admin = (await signInAdministrator(app, api)).token;
    await call('GET', '/api/admin/settings', { token, expect: 403 });
    await call('GET', '/api/admin/settings', { token: admin, expect: 200 });
    await call('PATCH', '/api/admin/settings', {
      token: admin,
      body: { registrationsOpen: true },
      expect: 200,
    });
    const capability = await call('GET', `/api/architecture-capabilities/${sdxl.id}`);
    await call('PATCH', `/api/admin/architecture-capabilities/${sdxl.id}`, {
      token: admin,
      body: { supportsVAE: capability.supportsVAE },
      expect: 200,
    });
    const allPacks = await call('GET', '/api/admin/credit-packs', { token: admin, expect: 200 });
    await call('PATCH', `/api/admin/credit-packs/${allPacks[0].id}`, {
      token: admin,
      body: { name: allPacks[0].name },
      expect: 200,
    });
    await call('GET', '/api/admin/users', { token: admin, expect: 200 });
    await call('GET', `/api/admin/users/${buyer.user.id}/ledger?limit=5`, {
      token: admin,
      expect: 200,
    });
    const purchases = await call('GET', `/api/admin/users/${buyer.user.id}/purchases`, {
      token: admin,
      expect: 200,
    });
    await call('POST', `/api/admin/purchases/${purchases.items[0].id}/refund`, {
      token: admin,
      expect: 200,
    });
    await call('POST', `/api/admin/purchases/${purchases.items[0].id}/refund`, {
      token: admin,
      expect: 409,
    });
    const spare = await api.register();
    await call('PATCH', `/api/admin/users/${spare.user.id}/access-level`, {
      token: admin,
      body: { accessLevelId: 4 },
      expect: 200,
    });
    await call('POST', `/api/admin/users/${spare.user.id}/credits`, {
      token: admin,
      body: { amount: 5, note: 'thanks' },
      expect: 200,
    });
    await call('DELETE', `/api/admin/users/${spare.user.id}`, { token: admin, expect: 200 });
    await call('DELETE', `/api/admin/users/${spare.user.id}`, { token: admin, expect: 404 });

    // Reported share links, and disabling links.
    const reported = await call('POST', '/api/shares', {
      token,
      body: { creationId: shared.id },
      expect: 201,
    });
    await call('POST', `/api/shares/${reported.slug}/reports`, {
      body: { reason: 'other', note: 'odd' },
      expect: 201,
    });
    await call('GET', '/api/admin/share-reports?limit=5', { token: admin, expect: 200 });
    await call('GET', '/api/admin/share-reports?limit=0', { token: admin, expect: 400 });
    await call('GET', '/api/admin/share-reports', { token, expect: 403 });
    await call('POST', `/api/admin/share-links/${reported.id}/disable`, {
      token: admin,
      expect: 200,
    });
    await call('POST', '/api/admin/share-links/00000000-0000-4000-8000-000000000000/disable', {
      token: admin,
      expect: 404,
    });
    await call('POST', `/api/admin/users/${buyer.user.id}/share-links/disable`, {
      token: admin,
      expect: 200,
    });
    await call('POST', `/api/admin/users/${spare.user.id}/share-links/disable`, {
      token: admin,
      expect: 404,
    });

    await call('POST', '/api/admin/search-models', {
      token: admin,
      body: { search: 'sdxl', limit: 3 },
      expect: 200,
    });
    await call('POST', '/api/admin/search-models', {
      token: admin,
      body: { type: 'nope' },
      expect: 400,
    });
    const categories = await call('GET', '/api/model-categories');
    const lora = (categories as { id: number; category: string }[]).find(
      (category) => category.category === 'LoRA',
    )!;
    const model = await call('POST', '/api/admin/add-model', {
      token: admin,
      body: {
        name: 'OAS LoRA',
        civitAIR: `civitai:${Date.now()}@1`,
        modelCategoryId: lora.id,
        architecture: 'SDXL 1.0',
        tags: 'ink, lines',
      },
      expect: 201,
    });
    await call('PUT', `/api/models/${model.id}`, {
      token: admin,
      body: {
        name: 'OAS LoRA 2',
        civitAIR: model.civitAIR,
        modelCategoryId: lora.id,
        architectureId: sdxl.id,
      },
      expect: 200,
    });
    await call('PATCH', `/api/admin/models/${model.id}`, {
      token: admin,
      body: { accessLevelId: 3 },
      expect: 200,
    });
    await call('DELETE', `/api/admin/models/${model.id}`, { token: admin, expect: 200 });

    await call('GET', '/api/admin/orphan-files', { token: admin, expect: 200 });
    await call('DELETE', '/api/admin/orphan-files', {
      token: admin,
      body: { fileKeys: ['users/nobody/creations/none.png'] },
      expect: 200,
    });
    await call('DELETE', '/api/admin/orphan-files', {
      token: admin,
      body: { fileKeys: [] },
      expect: 400,
    });
    await call('DELETE', '/api/admin/orphan-files/all', { token: admin, expect: 200 });
    const jobs = await call('GET', '/api/admin/jobs/orphan-scan?limit=5', {
      token: admin,
      expect: 200,
    });
    await call('GET', `/api/admin/jobs/orphan-scan/${jobs.items[0].id}`, {
      token: admin,
      expect: 200,
    });
    await call('GET', '/api/admin/jobs/no-such-queue', { token: admin, expect: 400 });
    await call('POST', `/api/admin/jobs/orphan-scan/${jobs.items[0].id}/retry`, {
      token: admin,
      expect: 409,
    });
    // A job the runner cannot do (the user id is not a UUID) fails on its one attempt.
    const broken = await app.app
      .get<Queue>(getQueueToken('orphan-delete'), { strict: false })
      .add('delete-user', { mode: 'user', userId: 'not-a-uuid' }, { attempts: 1 });
    await readUntil(
      () => call('GET', `/api/admin/jobs/orphan-delete/${broken.id}`, { token: admin }),
      (job: { state: string }) => job.state === 'failed',
    );
    await call('POST', `/api/admin/jobs/orphan-delete/${broken.id}/retry`, {
      token: admin,
      expect: 200,
    });
  }, 240_000);

  it('records answers of every kind', () => {
    expect(answers.length).toBeGreaterThan(100);
    // Every answer belongs to an operation of the description (the table below judges each).
    expect(
      answers
        .filter((answer) => !operationOf(document, answer.method, answer.path))
        .map((answer) => `${answer.method} ${answer.path} → ${answer.status}`),
    ).toEqual([]);
  });

  // One test per documented operation (the description as committed; openapi-contract.test keeps
  // it equal to the served one), so a failure names the route that broke.
  it.each(DOCUMENTED_OPERATIONS)(
    '%s: a documented success, and only documented statuses with bodies of their shape',
    (operation) => {
      const own = answers.filter(
        (answer) => operationOf(document, answer.method, answer.path)?.[0] === operation,
      );
      expect(own.some((answer) => answer.status >= 200 && answer.status < 300)).toBe(true);
      expect(own.flatMap((answer) => answerProblems(document, answer))).toEqual([]);
    },
  );
});
