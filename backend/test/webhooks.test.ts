import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { WebhookDeliverySlots } from '../src/webhooks/webhook-delivery-slots.js';
import { WebhookDeliveryJobProcessor } from '../src/webhooks/webhook-delivery.job.js';
import { WebhooksService } from '../src/webhooks/webhooks.service.js';
import { type ApiClient } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { inferenceTask } from './support/image-fixtures.js';
import { readUntil } from './support/read-until.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { type TestApp } from './support/test-app.js';

const TASK = inferenceTask('a harbour at dawn');

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A webhook receiver: records every POST; answers with the next planned status (else 200). */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const hooks: { onArrival?: () => void } = {};
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      hooks.onArrival?.();
      const status = answers.shift() ?? 200;
      response.writeHead(
        status,
        status === 302 ? { location: 'http://127.0.0.1:9/elsewhere' } : {},
      );
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    hooks,
    answerNext: (...statuses: number[]) => answers.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does: recompute the signature over the raw body. */
function verifySignature(secret: string, delivery: Received): boolean {
  const header = String(delivery.headers['pixelforge-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret)
    .update(`${match[1]}.${delivery.body}`)
    .digest('hex');
  return expected === match[2] && Math.abs(Date.now() / 1000 - Number(match[1])) < 300;
}

/** The `verified` function the README shows receivers, compiled and loaded as it is written. */
async function readmeVerifier(): Promise<
  (secret: string, body: string, header: string) => boolean
> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const source = /Verify a delivery:\s*```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!source) throw new Error('README: no "Verify a delivery" TypeScript block');
  const { outputText } = ts.transpileModule(`${source}\nexport { verified };`, {
    compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'readme-')), 'verify.mjs');
  writeFileSync(file, outputText);
  return ((await import(pathToFileURL(file).href)) as { verified: never }).verified;
}

describe('webhooks', () => {
  let simulator: SimulatorProcess;
  let app: TestApp;
  let api: ApiClient;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    [simulator, receiver] = await Promise.all([startSimulatorProcess(), startReceiver()]);
    ({ app, api } = await startAppSession({
      ...providerSettings(simulator),
      RUNWARE_RETRY_BASE_MS: '20',
      // The receiver listens on loopback, which webhooks may not reach by default (tested below).
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_BASE_MS: '100',
      REDIS_PREFIX: `${process.env.TEST_RUN_ID}_webhooks_${Date.now()}`,
    }));
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([simulator?.stop(), receiver?.close()]);
  });

  it('delivers a finished async generation as a signed POST, registered with an API key', async () => {
    const { token } = await api.register();
    const key = (
      await api
        .post(
          '/api/keys',
          { name: 'Integration', scopes: ['generate'], currentPassword: 'secret-123' },
          token,
        )
        .expect(201)
    ).body.key as string;
    const created = await api
      .post('/api/webhooks', { url: receiver.url('/hooks/a') }, key)
      .expect(201);
    expect(created.body).toMatchObject({ id: expect.any(String), url: receiver.url('/hooks/a') });
    expect(created.body.secret).toMatch(/^whsec_[\w-]{43}$/);
    const listed = await api.get('/api/webhooks', key).expect(200);
    expect(listed.body).toEqual([
      { id: created.body.id, url: receiver.url('/hooks/a'), createdAt: expect.any(String) },
    ]);

    const before = receiver.received.length;
    const { generationId } = (await api.post('/api/generate?async=true', [TASK], key).expect(202))
      .body;
    const arrived = await readUntil(
      async () => receiver.received.slice(before),
      (list) => list.length > 0,
      { withinMs: 20_000 },
    );
    expect(arrived).toHaveLength(1);
    const [delivery] = arrived;
    expect(verifySignature(created.body.secret, delivery)).toBe(true);
    expect(verifySignature('whsec_wrong', delivery)).toBe(false);
    // The README's receiver code agrees.
    const readmeVerified = await readmeVerifier();
    const header = String(delivery.headers['pixelforge-signature']);
    expect(readmeVerified(created.body.secret, delivery.body, header)).toBe(true);
    expect(readmeVerified(created.body.secret, `${delivery.body} `, header)).toBe(false);
    expect(delivery.headers['pixelforge-event']).toBe('generation.succeeded');
    const payload = JSON.parse(delivery.body);
    expect(payload).toMatchObject({
      id: delivery.headers['pixelforge-delivery'],
      type: 'generation.succeeded',
      data: { id: generationId, status: 'succeeded', error: null },
    });
    expect(payload.data.images).toHaveLength(1);
    // The same facts as polling gives.
    const polled = await api.get(`/api/generations/${generationId}`, key).expect(200);
    expect(payload.data).toEqual(JSON.parse(JSON.stringify(polled.body)));
  }, 40_000);

  it('retries a refused delivery with backoff and shows the attempts in the delivery history', async () => {
    const { token } = await api.register();
    const hook = await api
      .post('/api/webhooks', { url: receiver.url('/hooks/b') }, token)
      .expect(201);
    receiver.answerNext(500, 302);
    await fetch(`${simulator.controlUrl}/plan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ answer: 'ok', outcome: 'error' }]),
    });
    const before = receiver.received.length;
    const { generationId } = (await api.post('/api/generate?async=true', [TASK], token).expect(202))
      .body;
    const history = await readUntil(
      async () => (await api.get('/api/webhooks/deliveries', token).expect(200)).body,
      (list: { status: string }[]) => list[0]?.status === 'succeeded',
      { withinMs: 20_000 },
    );
    expect(history).toEqual([
      expect.objectContaining({
        webhookId: hook.body.id,
        generationId,
        event: 'generation.failed',
        status: 'succeeded',
        attempts: 3,
        lastStatusCode: 200,
        lastError: null,
      }),
    ]);
    const attempts = receiver.received.slice(before);
    expect(attempts).toHaveLength(3);
    // Each attempt is the same delivery, each signed afresh.
    expect(new Set(attempts.map((attempt) => attempt.headers['pixelforge-delivery'])).size).toBe(1);
    for (const attempt of attempts) expect(verifySignature(hook.body.secret, attempt)).toBe(true);
    expect(JSON.parse(attempts[0].body).data).toMatchObject({
      status: 'failed',
      error: { code: expect.any(String) },
    });

    const graphql = await api.graphql<{
      webhookDeliveries: { status: string; attempts: number; lastStatusCode: number }[];
    }>(`{ webhookDeliveries(first: 5) { status attempts lastStatusCode } }`, {}, token);
    expect(graphql.data!.webhookDeliveries[0]).toEqual({
      status: 'succeeded',
      attempts: 3,
      lastStatusCode: 200,
    });
  }, 40_000);

  it('does not deliver twice when Redis fails after a delivery got through', async () => {
    const { token } = await api.register();
    await api.post('/api/webhooks', { url: receiver.url('/hooks/blip') }, token).expect(201);
    await api.post('/api/generate?async=true', [TASK], token).expect(202);
    const [made] = await readUntil(
      async () => (await api.get('/api/webhooks/deliveries', token).expect(200)).body,
      (list: { id: string; status: string }[]) => list[0]?.status === 'succeeded',
      { withinMs: 20_000 },
    );
    // A second delivery of the same event, run by a processor whose Redis goes away while the
    // receiver answers: giving the slot back fails after the POST got through.
    const db = app.app.get(DataSource);
    const [{ id: deliveryId }] = await db.query(
      `INSERT INTO webhook_deliveries (user_id, endpoint_id, event, generation_id)
       SELECT user_id, endpoint_id, event, generation_id FROM webhook_deliveries WHERE id = $1
       RETURNING id`,
      [made.id],
    );
    const redis = new Redis(app.config.REDIS_URL, {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
      lazyConnect: true,
    });
    await redis.connect();
    const processor = new WebhookDeliveryJobProcessor(
      db,
      app.config,
      app.app.get(WebhooksService),
      new WebhookDeliverySlots(redis, app.config),
    );
    const job = { data: { deliveryId }, attemptsMade: 0, opts: { attempts: 5 } } as Job;
    receiver.hooks.onArrival = () => redis.disconnect();
    const before = receiver.received.length;
    try {
      await expect(processor.process(job)).resolves.toBe('delivered');
      // BullMQ running the job again (a stalled or retried job) posts nothing more.
      await expect(processor.process({ ...job, attemptsMade: 1 } as Job)).resolves.toBe(
        'delivered',
      );
    } finally {
      receiver.hooks.onArrival = undefined;
      redis.disconnect();
    }
    const arrived = receiver.received.slice(before);
    expect(arrived).toHaveLength(1);
    expect(arrived[0].headers['pixelforge-delivery']).toBe(deliveryId);
    const [row] = await db.query('SELECT status, attempts FROM webhook_deliveries WHERE id = $1', [
      deliveryId,
    ]);
    expect(row).toEqual({ status: 'succeeded', attempts: 1 });
  }, 40_000);

  it('manages webhooks over GraphQL, at most five, each deletable by its owner only', async () => {
    const owner = await api.register();
    const other = await api.register();
    const CREATE = `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { id url } } }`;
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const answer = await api.graphql<{ createWebhook: { webhook: { id: string } } }>(
        CREATE,
        { input: { url: receiver.url(`/hooks/many/${index}`) } },
        owner.token,
      );
      ids.push(answer.data!.createWebhook.webhook.id);
    }
    const sixth = await api.graphql(CREATE, { input: { url: receiver.url('/six') } }, owner.token);
    expect(sixth.errors?.[0].message).toMatch(/You have 5 webhooks/);
    await api.delete(`/api/webhooks/${ids[0]}`, other.token).expect(404);
    const deleted = await api.graphql(
      `mutation($id: ID!) { deleteWebhook(id: $id) }`,
      { id: ids[0] },
      owner.token,
    );
    expect(deleted.data).toEqual({ deleteWebhook: true });
    const listed = await api.graphql<{ webhooks: { id: string }[] }>(
      `{ webhooks { id } }`,
      {},
      owner.token,
    );
    expect(listed.data!.webhooks.map((webhook) => webhook.id)).toEqual(ids.slice(1));
    await api.delete('/api/webhooks/not-a-uuid', owner.token).expect(404);
    await api.post('/api/webhooks', { url: receiver.url('/x') }).expect(401);
  });
});

describe('webhook URLs are checked against SSRF', () => {
  let app: TestApp;
  let api: ApiClient;
  beforeAll(async () => ({ app, api } = await startAppSession({ APP_ROLE: 'api' })));
  afterAll(() => app?.close());

  it.each([
    ['http://127.0.0.1:8080/hook', /private, loopback, link-local or reserved/],
    ['http://localhost/hook', /private, loopback, link-local or reserved/],
    ['http://169.254.169.254/latest/meta-data', /private, loopback, link-local or reserved/],
    ['http://10.1.2.3/hook', /private, loopback, link-local or reserved/],
    ['http://192.168.1.10/hook', /private, loopback, link-local or reserved/],
    ['http://[::1]/hook', /private, loopback, link-local or reserved/],
    ['http://[::ffff:127.0.0.1]/hook', /private, loopback, link-local or reserved/],
    ['http://[fd00::1]/hook', /private, loopback, link-local or reserved/],
    ['http://0.0.0.0/hook', /private, loopback, link-local or reserved/],
    // Reserved ranges, and IPv6 forms that carry a loopback IPv4 address.
    ...[
      '[2002:7f00:1::]',
      '[::127.0.0.1]',
      '[::ffff:0:7f00:1]',
      '192.0.2.1',
      '198.51.100.1',
      '203.0.113.1',
      '192.88.99.1',
      '[2001:db8::1]',
      '[100::1]',
      '[2001::1]',
      '[64:ff9b::7f00:1]',
    ].map((host): [string, RegExp] => [
      `http://${host}/hook`,
      /private, loopback, link-local or reserved/,
    ]),
    ['http://no-such-host.invalid/hook', /cannot be resolved/],
    ['ftp://example.com/hook', /http:\/\/ or https:\/\//],
    ['https://user:pass@example.com/hook', /user name or password/],
    ['not a url', /http:\/\/ or https:\/\//],
  ])('refuses %s with a 400 naming the url', async (url, message) => {
    const { token } = await api.register();
    const refused = await api.post('/api/webhooks', { url }, token).expect(400);
    expect(refused.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(refused.body.message).toMatch(message);
    expect((await api.get('/api/webhooks', token)).body).toEqual([]);
  });

  it('accepts a public address', async () => {
    const { token } = await api.register();
    await api.post('/api/webhooks', { url: 'https://93.184.215.14/hooks' }, token).expect(201);
  });
});
