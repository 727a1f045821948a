import { DataSource } from 'typeorm';
import { CreditsService } from '../src/credits/credits.service.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { inferenceTask } from './support/image-fixtures.js';
import { readUntil } from './support/read-until.js';
import { planSimulator } from './support/simulator-plan.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const TASK = inferenceTask('a lighthouse at dusk', 2);
const GENERATE = `mutation($input: GenerateImagesInput!, $async: Boolean!) {
  generateImages(input: $input, async: $async) { generationId status images { imageURL } creditBalance }
}`;
const GENERATION = `query($id: ID!) {
  generation(id: $id) { id status images { imageURL } creditsCharged providerCostUsd errorCode errorMessage }
}`;

interface GenerationView {
  id: string;
  status: string;
  images: { imageURL: string }[];
  cost: number | null;
  creditsCharged: number;
  error: { code: string; message: string } | null;
}

describe('asynchronous generations', () => {
  let simulator: SimulatorProcess;
  const apps: TestApp[] = [];
  const prefix = `${process.env.TEST_RUN_ID}_async_generation_${Date.now()}`;
  const config = () => ({
    ...providerSettings(simulator),
    // The planned 'timeout' answers wait this out; a normal generation must beat it by far, also
    // on a loaded machine, and the 'running' it shows meanwhile must last for a poll to see it.
    RUNWARE_TIMEOUT_MS: '6000',
    RUNWARE_RECOVERY_MS: '1000',
    RUNWARE_RETRY_BASE_MS: '20',
    RUNWARE_RECONCILE_DELAY_MS: '600000',
    GENERATION_CONCURRENCY_PER_USER: '2',
    REDIS_PREFIX: prefix,
  });
  let api: ApiClient;
  let db: DataSource;

  beforeAll(async () => {
    simulator = await startSimulatorProcess();
    // The api role only queues; the worker role (a separate app, as in Kubernetes) runs the jobs.
    apps.push(await startTestApp({ ...config(), APP_ROLE: 'api' }));
    api = apiClient(apps[0]);
    db = apps[0].app.get(DataSource);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await simulator?.stop();
  });
  const startWorker = async () => {
    if (apps.length === 1) apps.push(await startTestApp({ ...config(), APP_ROLE: 'worker' }));
  };
  const plan = (steps: object[]) => planSimulator(simulator, steps);
  const view = async (token: string, id: string) =>
    (await api.get(`/api/generations/${id}`, token).expect(200)).body as GenerationView;
  const settled = (token: string, id: string) =>
    readUntil(
      () => view(token, id),
      (generation) => !['pending', 'running'].includes(generation.status),
      { withinMs: 30_000 },
    );
  const balance = async (token: string) =>
    (await api.get('/api/auth/me', token).expect(200)).body.creditBalance as number;

  it('answers 202 pending at once from the api role; a worker runs it, and polling finds the images and the charge', async () => {
    const { token } = await api.register();
    const before = await balance(token);
    const started = await api.post('/api/generate?async=true', [TASK], token).expect(202);
    expect(started.body).toEqual({ generationId: expect.any(String), status: 'pending' });
    const id = started.body.generationId as string;
    // Held at once; nothing runs without a worker.
    expect(await balance(token)).toBeLessThan(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await view(token, id)).status).toBe('pending');

    await startWorker();
    const done = await settled(token, id);
    expect(done).toMatchObject({ status: 'succeeded', error: null });
    expect(done.images).toHaveLength(2);
    expect(done.images[0].imageURL).toMatch(/^https?:\/\//);
    expect(done.cost).toBeGreaterThan(0);
    expect(await balance(token)).toBeCloseTo(before - done.creditsCharged, 4);
    const [ledger] = await db.query(
      `SELECT coalesce(sum(amount), 0)::float AS total FROM credit_ledger WHERE generation_id = $1`,
      [id],
    );
    expect(ledger.total).toBeCloseTo(-done.creditsCharged, 4);
  }, 60_000);

  it('queues over GraphQL too, and generation(id) follows it', async () => {
    await startWorker();
    const { token } = await api.register();
    const input = { prompt: 'a fox in snow', model: TASK.model, width: 512, height: 512 };
    const started = await api.graphql<{
      generateImages: { generationId: string; status: string; images: unknown[] };
    }>(GENERATE, { input, async: true }, token);
    expect(started.errors).toBeUndefined();
    expect(started.data!.generateImages).toMatchObject({ status: 'pending', images: [] });
    const id = started.data!.generateImages.generationId;
    const followed = await readUntil(
      async () =>
        (
          await api.graphql<{ generation: { status: string; images: unknown[] } }>(
            GENERATION,
            { id },
            token,
          )
        ).data!.generation,
      (generation) => generation.status === 'succeeded',
      { withinMs: 20_000 },
    );
    expect(followed.images).toHaveLength(1);
    // Without async the mutation still waits and says succeeded.
    const waited = await api.graphql<{ generateImages: { status: string; images: unknown[] } }>(
      GENERATE,
      { input, async: false },
      token,
    );
    expect(waited.data!.generateImages).toMatchObject({ status: 'succeeded' });
  }, 60_000);

  it('shows running while the provider works, and failed with the provider error and a full refund', async () => {
    await startWorker();
    const { token } = await api.register();
    const before = await balance(token);
    await plan([{ answer: 'ok', outcome: 'error' }]);
    const failedId = (await api.post('/api/generate?async=true', [TASK], token).expect(202)).body
      .generationId as string;
    const failed = await settled(token, failedId);
    expect(failed).toMatchObject({
      status: 'failed',
      images: [],
      creditsCharged: 0,
      error: { code: expect.any(String), message: expect.any(String) },
    });
    expect(await balance(token)).toBeCloseTo(before, 4);

    // An answer that never comes: the worker holds the generation in 'running' meanwhile.
    await plan([{ answer: 'timeout', outcome: 'stuck' }]);
    const slowId = (await api.post('/api/generate?async=true', [TASK], token).expect(202)).body
      .generationId as string;
    const running = await readUntil(
      () => view(token, slowId),
      (generation) => generation.status !== 'pending',
      { withinMs: 10_000 },
    );
    expect(running.status).toBe('running');
    // The outcome stays unknown until reconciliation learns it; the hold stays meanwhile.
    expect((await settled(token, slowId)).status).toBe('unknown');
  }, 60_000);

  it('refuses up front what a synchronous request would refuse, queuing nothing', async () => {
    const { token, user } = await api.register();
    const count = async () =>
      (
        await db.query(`SELECT count(*)::int AS n FROM generations WHERE user_id = $1`, [user.id])
      )[0].n as number;
    // A balance spent down to nothing (an administrator's correction, through the ledger).
    await apps[0].app
      .get(CreditsService)
      .move({ userId: user.id, kind: 'grant', amount: -(await balance(token)), note: 'test' });
    const broke = await api.post('/api/generate?async=true', [TASK], token).expect(402);
    expect(broke.body.code).toBe('insufficientCredits');
    const badFlag = await api.post('/api/generate?async=maybe', [TASK], token).expect(400);
    expect(badFlag.body.message).toBe('async must be true or false');
    const ownKey = await api
      .post('/api/generate?async=true', [TASK], token)
      .set('x-api-key', 'my-own-provider-key')
      .expect(400);
    expect(ownKey.body.field).toBe('providerApiKey');
    expect(await count()).toBe(0);
    await api.post('/api/generate?async=true', [TASK]).expect(401);
  });

  it('counts queued generations against the concurrency limit until they end', async () => {
    await startWorker();
    const { token } = await api.register();
    await plan([
      { answer: 'timeout', outcome: 'stuck' },
      { answer: 'timeout', outcome: 'stuck' },
    ]);
    const first = await api.post('/api/generate?async=true', [TASK], token).expect(202);
    await api.post('/api/generate?async=true', [TASK], token).expect(202);
    const third = await api.post('/api/generate?async=true', [TASK], token).expect(429);
    expect(third.body.message).toMatch(/You have 2 generations running/);
    await settled(token, first.body.generationId);
    await readUntil(
      async () => (await api.post('/api/generate?async=true', [TASK], token)).status,
      (status) => status === 202,
      { withinMs: 10_000 },
    );
  }, 60_000);

  it('answers 404 for an unknown or another user’s generation', async () => {
    const owner = await api.register();
    const other = await api.register();
    const id = (await api.post('/api/generate?async=true', [TASK], owner.token).expect(202)).body
      .generationId as string;
    await api.get(`/api/generations/${id}`, other.token).expect(404);
    await api.get('/api/generations/not-a-uuid', owner.token).expect(404);
    await api.get(`/api/generations/${id}`).expect(401);
  });
});
