import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { getQueueToken } from '@nestjs/bullmq';
import { type Job, type Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { QueueName } from '../src/jobs/queue-name.js';
import { GenerationLeases } from '../src/generation/generation-leases.js';
import { GenerationRunJob } from '../src/generation/generation-run.job.js';
import {
  GenerationCancelledError,
  ChargedTaskRunner,
  type PreparedGeneration,
} from '../src/generation/charged-task-runner.js';
import { type ApiClient } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { inferenceTask } from './support/image-fixtures.js';
import { liveClient, liveUrl } from './support/live-client.js';
import { readUntil } from './support/read-until.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { type SlowProvider, startSlowProvider } from './support/slow-provider.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { type TestApp } from './support/test-app.js';
import { type DataSource } from 'typeorm';

const TASK = inferenceTask('a paper boat on a pond');
const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input, async: true) { generationId status }
}`;
const CANCEL = `mutation($id: ID!) {
  cancelGeneration(id: $id) { id status cancelRequested creditsCharged completedAt }
}`;

interface GenerationView {
  id: string;
  status: string;
  cancelRequested: boolean;
  creditsCharged: number;
  completedAt: string | null;
}

/** A webhook receiver that records the event header and body of every POST. */
async function startReceiver() {
  const received: { event: string; body: { type: string; data: GenerationView } }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        event: String(request.headers['pixelforge-event']),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('cancelling a generation', () => {
  let simulator: SimulatorProcess;
  let provider: SlowProvider;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;
  let queue: Queue<PreparedGeneration>;

  beforeAll(async () => {
    simulator = await startSimulatorProcess();
    [provider, receiver] = await Promise.all([startSlowProvider(simulator.url), startReceiver()]);
    ({ app, api, db } = await startAppSession({
      ...providerSettings(simulator),
      RUNWARE_API_URL: provider.url,
      // One slot each: a cancelled generation must give its slot back for the next to start.
      GENERATION_CONCURRENCY_PER_USER: '1',
      QUEUE_CONCURRENCY_GENERATION_RUN: '4',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      REDIS_PREFIX: ownRedisPrefix('generation-cancel'),
    }));
    queue = app.app.get<Queue<PreparedGeneration>>(getQueueToken(QueueName.GenerationRun), {
      strict: false,
    });
  });
  afterAll(async () => {
    provider?.releaseAll();
    await app?.close();
    await Promise.all([provider?.close(), receiver?.close(), simulator?.stop()]);
  });
  afterEach(async () => {
    await queue.resume();
  });

  const balance = async (token: string) =>
    (await api.get('/api/auth/me', token).expect(200)).body.creditBalance as number;
  const view = async (token: string, id: string) =>
    (await api.get(`/api/generations/${id}`, token).expect(200)).body as GenerationView;
  const queued = async (token: string) =>
    (await api.post('/api/generate?async=true', [TASK], token).expect(202)).body
      .generationId as string;
  const ledgerOf = async (id: string) =>
    (await db.query(
      `SELECT kind, amount::float AS amount FROM credit_ledger WHERE generation_id = $1 ORDER BY kind`,
      [id],
    )) as { kind: string; amount: number }[];
  const taskUUIDOf = async (id: string) =>
    (await db.query(`SELECT task_uuid AS "taskUUID" FROM generations WHERE id = $1`, [id]))[0]
      .taskUUID as string;
  /** Every credit a user has: the sum of their ledger, which must equal their balance. */
  const ledgerTotal = async (userId: string) =>
    (
      await db.query(
        `SELECT coalesce(sum(amount), 0)::float AS total FROM credit_ledger WHERE user_id = $1`,
        [userId],
      )
    )[0].total as number;
  const ended = (token: string, id: string) =>
    readUntil(
      () => view(token, id),
      (generation) => !['pending', 'running'].includes(generation.status),
      { withinMs: 20_000 },
    );

  it('ends a generation still waiting in the queue at once over GraphQL: job removed, hold returned once, slot back, webhook told', async () => {
    provider.releaseAll();
    await queue.pause();
    const { token, user } = await api.register();
    await api.post('/api/webhooks', { url: receiver.url }, token).expect(201);
    const before = await balance(token);
    const input = { prompt: TASK.positivePrompt, model: TASK.model, width: 512, height: 512 };
    const started = await api.graphql<{ generateImages: { generationId: string } }>(
      GENERATE,
      { input },
      token,
    );
    const id = started.data!.generateImages.generationId;
    expect(await balance(token)).toBeLessThan(before);
    // Waiting its turn (GenerationQueue gives every job a priority).
    expect(await (await queue.getJob(id))?.getState()).toBe('prioritized');
    // Its one slot is taken while it waits.
    await api.post('/api/generate?async=true', [TASK], token).expect(429);

    const cancelled = await api.graphql<{ cancelGeneration: GenerationView }>(
      CANCEL,
      { id },
      token,
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.cancelGeneration).toMatchObject({
      id,
      status: 'cancelled',
      cancelRequested: true,
      creditsCharged: 0,
      completedAt: expect.any(String),
    });
    expect(await queue.getJob(id)).toBeUndefined();
    expect(await balance(token)).toBeCloseTo(before, 4);
    const ledger = await ledgerOf(id);
    expect(ledger.map(({ kind }) => kind)).toEqual(['refund', 'reserve']);
    expect(ledger[0].amount).toBeCloseTo(-ledger[1].amount, 4);

    // Cancelling again answers the same and moves nothing.
    const again = await api.graphql<{ cancelGeneration: GenerationView }>(CANCEL, { id }, token);
    expect(again.data!.cancelGeneration).toMatchObject({ id, status: 'cancelled' });
    expect(await ledgerOf(id)).toHaveLength(2);
    expect(await balance(token)).toBeCloseTo(await ledgerTotal(user.id), 4);

    // The slot came back: the next generation is queued.
    await api.post('/api/generate?async=true', [TASK], token).expect(202);
    const [delivery] = await readUntil(
      async () => receiver.received.filter(({ body }) => body.data.id === id),
      (deliveries) => deliveries.length > 0,
    );
    expect(delivery.event).toBe('generation.cancelled');
    expect(delivery.body).toMatchObject({
      type: 'generation.cancelled',
      data: { id, status: 'cancelled', cancelRequested: true },
    });
    await queue.resume();
    await readUntil(
      async () => (await queue.getJobCounts('waiting', 'active')) as Record<string, number>,
      (counts) => counts.waiting + counts.active === 0,
    );
    // Its job is gone, so nothing ever sent it to the provider.
    expect(provider.sentTaskUUIDs).not.toContain(await taskUUIDOf(id));
  }, 40_000);

  it("tells the owner's live subscribers that the generation was cancelled, with the balance back", async () => {
    await queue.pause();
    const { token, user } = await api.register();
    const before = await balance(token);
    const id = await queued(token);
    const live = liveClient(await liveUrl(app), `Bearer ${token}`);
    try {
      await live.connected;
      const updates = live.subscribe<{
        generationUpdated: {
          generation: { id: string; status: string; cancelRequested: boolean };
          creditBalance: number;
        };
      }>(
        `subscription($id: ID) {
        generationUpdated(id: $id) { generation { id status cancelRequested } creditBalance }
      }`,
        { id },
      );
      // From the moment the user's channel has a subscriber on Redis, no event is missed.
      const redis = new Redis(app.config.REDIS_URL);
      const channel = `${app.config.REDIS_PREFIX}:live:generations:${user.id}`;
      try {
        await readUntil(
          async () => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]),
          (subscribers) => subscribers > 0,
        );
      } finally {
        redis.disconnect();
      }
      await api.post(`/api/generations/${id}/cancel`, undefined, token).expect(200);
      const cancelled = await updates.next(
        (u) => u.generationUpdated.generation.status === 'cancelled',
      );
      expect(cancelled.generationUpdated).toMatchObject({
        generation: { id, status: 'cancelled', cancelRequested: true },
      });
      expect(cancelled.generationUpdated.creditBalance).toBeCloseTo(before, 4);
    } finally {
      await live.dispose();
    }
  });

  it('cancels over REST with POST /api/generations/{id}/cancel, answering the generation as GET does', async () => {
    await queue.pause();
    const { token } = await api.register();
    const before = await balance(token);
    const id = await queued(token);
    const answer = await api.post(`/api/generations/${id}/cancel`, undefined, token).expect(200);
    expect(answer.body).toEqual(await view(token, id));
    expect(answer.body).toMatchObject({ status: 'cancelled', cancelRequested: true, error: null });
    expect(await balance(token)).toBeCloseTo(before, 4);
    const again = await api.post(`/api/generations/${id}/cancel`, undefined, token).expect(200);
    expect(again.body).toEqual(answer.body);
    expect(await ledgerOf(id)).toHaveLength(2);
    await api.post(`/api/generations/${id}/cancel`, undefined).expect(401);
  });

  it("answers another user's generation exactly as an unknown one: 404 NOT_FOUND, nothing changed", async () => {
    await queue.pause();
    const owner = await api.register();
    const stranger = await api.register();
    const id = await queued(owner.token);
    const theirs = await api
      .post(`/api/generations/${id}/cancel`, undefined, stranger.token)
      .expect(404);
    const unknown = await api
      .post(`/api/generations/${crypto.randomUUID()}/cancel`, undefined, stranger.token)
      .expect(404);
    const malformed = await api
      .post('/api/generations/not-an-id/cancel', undefined, stranger.token)
      .expect(404);
    expect(theirs.body).toEqual({ message: 'Generation not found', code: 'NOT_FOUND' });
    expect(unknown.body).toEqual(theirs.body);
    expect(malformed.body).toEqual(theirs.body);
    const overGraphQL = await api.graphql(CANCEL, { id }, stranger.token);
    expect(overGraphQL.data).toBeNull();
    expect(overGraphQL.errors?.[0]).toMatchObject({
      message: 'Generation not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await view(owner.token, id)).toMatchObject({
      status: 'pending',
      cancelRequested: false,
    });
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it('refuses a finished generation with 409 CONFLICT saying it has already finished', async () => {
    provider.releaseAll();
    const { token } = await api.register();
    const done = (await api.post('/api/generate', [TASK], token).expect(200)).body
      .generationId as string;
    const refused = await api.post(`/api/generations/${done}/cancel`, undefined, token).expect(409);
    expect(refused.body).toEqual({
      message: 'This generation has already finished (succeeded): there is nothing to cancel',
      code: 'CONFLICT',
    });
    const overGraphQL = await api.graphql(CANCEL, { id: done }, token);
    expect(overGraphQL.errors?.[0]).toMatchObject({
      message: refused.body.message,
      extensions: { code: 'CONFLICT' },
    });
    expect((await ledgerOf(done)).map(({ kind }) => kind)).toEqual(['reserve', 'settle']);
    expect(await view(token, done)).toMatchObject({ status: 'succeeded', cancelRequested: false });
  });

  it('only marks a queued generation the provider already has as cancel requested; it settles as it ends', async () => {
    provider.hold();
    const { token } = await api.register();
    await api.post('/api/webhooks', { url: receiver.url }, token).expect(201);
    const before = await balance(token);
    const id = await queued(token);
    await readUntil(
      async () => provider.sentTaskUUIDs.includes(await taskUUIDOf(id)),
      (sent) => sent,
    );
    const held = await balance(token);
    expect(held).toBeLessThan(before);

    const answer = await api.post(`/api/generations/${id}/cancel`, undefined, token).expect(200);
    expect(answer.body).toMatchObject({ id, status: 'running', cancelRequested: true });
    const overGraphQL = await api.graphql<{ cancelGeneration: GenerationView }>(
      CANCEL,
      { id },
      token,
    );
    expect(overGraphQL.data!.cancelGeneration).toMatchObject({
      status: 'running',
      cancelRequested: true,
    });
    expect(await balance(token)).toBeCloseTo(held, 4);

    provider.releaseAll();
    const done = await ended(token, id);
    expect(done).toMatchObject({ status: 'succeeded', cancelRequested: true });
    expect((await ledgerOf(id)).map(({ kind }) => kind)).toEqual(['reserve', 'settle']);
    expect(await balance(token)).toBeCloseTo(before - done.creditsCharged, 4);
    const [delivery] = await readUntil(
      async () => receiver.received.filter(({ body }) => body.data.id === id),
      (deliveries) => deliveries.length > 0,
    );
    expect(delivery.event).toBe('generation.succeeded');
  }, 40_000);

  it('only marks a synchronous generation the provider already has as cancel requested; its request still gets the images', async () => {
    provider.hold();
    const { token, user } = await api.register();
    const request = Promise.resolve(api.post('/api/generate', [TASK], token));
    const id = (
      await readUntil(
        async () =>
          (await db.query(`SELECT id FROM generations WHERE user_id = $1`, [user.id])) as {
            id: string;
          }[],
        (rows) => rows.length > 0,
      )
    )[0].id;
    await readUntil(
      async () => provider.sentTaskUUIDs.includes(await taskUUIDOf(id)),
      (sent) => sent,
    );
    const answer = await api.post(`/api/generations/${id}/cancel`, undefined, token).expect(200);
    expect(answer.body).toMatchObject({ id, status: 'pending', cancelRequested: true });
    provider.releaseAll();
    const waited = await request;
    expect(waited.status).toBe(200);
    expect(waited.body.data).toHaveLength(1);
    expect(await view(token, id)).toMatchObject({ status: 'succeeded', cancelRequested: true });
  }, 40_000);

  it('stops a worker (or a waiting request) that took the generation up but had not sent it: the provider is never called', async () => {
    provider.releaseAll();
    await queue.pause();
    const { token, user } = await api.register();
    const before = await balance(token);
    const id = await queued(token);
    const job = (await queue.getJob(id)) as Job<PreparedGeneration>;
    // What a worker (or a synchronous request) does first: it owns the lease, not yet sent.
    expect(await app.app.get(GenerationLeases).takeOver(id)).toMatchObject({ sent: false });
    expect(await view(token, id)).toMatchObject({ status: 'running' });

    const answer = await api.post(`/api/generations/${id}/cancel`, undefined, token).expect(200);
    expect(answer.body).toMatchObject({ status: 'cancelled', cancelRequested: true });
    // Its next step, marking the task sent, is refused: the runner stops before the provider.
    await expect(app.app.get(ChargedTaskRunner).run(job.data)).rejects.toBeInstanceOf(
      GenerationCancelledError,
    );
    // A job delivered after the cancel finds nothing to run.
    expect(await app.app.get(GenerationRunJob).process(job)).toBe('cancelled');
    expect(provider.sentTaskUUIDs).not.toContain(job.data.taskUUID);
    expect(await view(token, id)).toMatchObject({ status: 'cancelled' });
    expect((await ledgerOf(id)).map(({ kind }) => kind)).toEqual(['refund', 'reserve']);
    expect(await balance(token)).toBeCloseTo(before, 4);
    expect(await ledgerTotal(user.id)).toBeCloseTo(before, 4);
  });

  it('races a cancel against the worker taking the job: either cancelled and refunded once, or run and settled once, never both', async () => {
    provider.releaseAll();
    await queue.pause();
    const users = await Promise.all(Array.from({ length: 12 }, () => api.register()));
    const ids = await Promise.all(users.map(({ token }) => queued(token)));
    const runJob = app.app.get(GenerationRunJob);
    const jobs = await Promise.all(ids.map((id) => queue.getJob(id)));
    // Half race the real queue worker; half race a worker started at the very same moment (out
    // of the queue: one process's worker is never given the same job twice at once).
    for (const [n, job] of jobs.entries()) if (n % 2 === 1) await job!.remove();
    await queue.resume();
    const cancels = await Promise.all(
      ids.map(async (id, n) => {
        const cancel = async () => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
          return api.post(`/api/generations/${id}/cancel`, undefined, users[n].token);
        };
        if (n % 2 === 0) return cancel();
        const [answer] = await Promise.all([cancel(), runJob.process(jobs[n]!)]);
        return answer;
      }),
    );
    for (const answer of cancels) expect([200, 409]).toContain(answer.status);

    const outcomes: string[] = [];
    for (const [n, id] of ids.entries()) {
      const { token, user } = users[n];
      const done = await ended(token, id);
      const ledger = await ledgerOf(id);
      const taskUUID = await taskUUIDOf(id);
      const sentTimes = provider.sentTaskUUIDs.filter((sent) => sent === taskUUID).length;
      outcomes.push(done.status);
      if (done.status === 'cancelled') {
        expect(ledger.map(({ kind }) => kind)).toEqual(['refund', 'reserve']);
        expect(ledger[0].amount + ledger[1].amount).toBeCloseTo(0, 4);
        expect(sentTimes).toBe(0);
      } else {
        expect(done.status).toBe('succeeded');
        expect(ledger.map(({ kind }) => kind)).toEqual(['reserve', 'settle']);
        expect(ledger[0].amount + ledger[1].amount).toBeCloseTo(-done.creditsCharged, 4);
        expect(sentTimes).toBe(1);
      }
      expect(await balance(token)).toBeCloseTo(await ledgerTotal(user.id), 4);
    }
    // Both ends of the race were seen (logged, as timing decides the mix).
    process.stdout.write(`cancel race outcomes: ${outcomes.join(', ')}\n`);
  }, 60_000);
});
