import { QueueEvents } from 'bullmq';
import { DataSource } from 'typeorm';
import { ownRedisPrefix } from '../support/redis-prefix.js';
import { waitForAdminJob } from '../support/admin-jobs.js';
import { apiClient, signInAdministrator } from '../support/api-client.js';
import { type BuiltServer, startBuiltServer } from '../support/built-server.js';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/isolated-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The most one import job takes. */
const MODELS = 500;

/** The built server in the worker role, as its own process, on the test app's database and Redis. */
const startWorker = (app: TestApp) =>
  startBuiltServer('worker', {
    config: app.config,
    // A dead worker's job is handed on once its lock lapses: short here, 30 s by default (but
    // long enough that a live worker on a loaded machine keeps renewing it in time).
    env: { JOB_LOCK_DURATION_MS: '4000' },
  });

// Its own database: the import adds models, which tests of the seeded catalogue count.
describe('a model import whose worker is killed', () => {
  let database: IsolatedDatabase;
  let app: TestApp;
  let events: QueueEvents | undefined;
  const workers: BuiltServer[] = [];

  beforeAll(async () => {
    // The api role only: the spawned workers are the sole consumers of this namespace's queues.
    database = await createIsolatedDatabase();
    app = await startTestApp({
      APP_ROLE: 'api',
      DATABASE_URL: database.url,
      REDIS_PREFIX: ownRedisPrefix('import-kill'),
    });
  });
  afterAll(async () => {
    await events?.close();
    for (const worker of workers) await worker.stop();
    await app?.close();
    await database?.drop();
  });

  it('is finished by a restarted worker with every model stored once', async () => {
    const api = apiClient(app);
    const admin = (await signInAdministrator(app, api)).token;
    const db = app.app.get(DataSource);
    const run = Date.now();
    const models = Array.from({ length: MODELS }, (_, index) => ({
      air: `killtest:${run}@${index}`,
      name: `Kill test LoRA ${index}`,
      version: 'v1',
      category: 'lora',
      architecture: index % 2 ? 'sdxl' : 'flux1d',
      tags: ['style'],
      positiveTriggerWords: 'inked, bold',
    }));
    const airs = models.map((model) => model.air);
    const stored = async () =>
      Number(
        (await db.query('SELECT count(*) AS n FROM models WHERE civitai_air = ANY($1)', [airs]))[0]
          .n,
      );

    const first = await startWorker(app);
    workers.push(first);
    const progress = new QueueEvents('model-import', {
      connection: { url: app.config.REDIS_URL },
      prefix: `${app.config.REDIS_PREFIX}:queue`,
    });
    events = progress;
    await progress.waitUntilReady();
    let jobId = '';
    const killedMidway = new Promise<void>((resolve) => {
      progress.on('progress', ({ jobId: id, data }) => {
        const done = (data as { done?: number }).done ?? 0;
        if (id === jobId && done >= 50 && !first.child.killed) {
          first.child.kill('SIGKILL');
          resolve();
        }
      });
    });

    const queued = await api.graphql<{ adminImportModels: { id: string } }>(
      'mutation($input: ImportModelsInput!) { adminImportModels(input: $input) { id } }',
      { input: { models } },
      admin,
    );
    expect(queued.errors).toBeUndefined();
    jobId = queued.data!.adminImportModels.id;
    await killedMidway;
    await first.exited;

    const partial = await stored();
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(MODELS);
    const interrupted = await api.graphql<{ adminJob: { state: string } }>(
      `query($id: ID!) { adminJob(queue: modelImport, id: $id) { state } }`,
      { id: jobId },
      admin,
    );
    expect(interrupted.data!.adminJob.state).toBe('active');

    workers.push(await startWorker(app));
    const job = await waitForAdminJob(api, admin, 'modelImport', jobId, 60_000);
    const result = job.result as {
      imported: number;
      created: number;
      failed: number;
      total: number;
    };
    expect(result).toMatchObject({ imported: MODELS, failed: 0, total: MODELS });
    // The second run created exactly what the first had not: nothing was applied twice.
    expect(result.created).toBe(MODELS - partial);
    expect(await stored()).toBe(MODELS);
    const [{ distinct }] = await db.query(
      'SELECT count(DISTINCT civitai_air)::int AS distinct FROM models WHERE civitai_air = ANY($1)',
      [airs],
    );
    expect(distinct).toBe(MODELS);
  }, 240_000);
});
