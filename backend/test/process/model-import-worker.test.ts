import { DataSource } from 'typeorm';
import { plantSdxlModel } from '../support/planted-models.js';
import { readUntil } from '../support/read-until.js';
import { ownRedisPrefix } from '../support/redis-prefix.js';
import { waitForAdminJob } from '../support/admin-jobs.js';
import { apiClient, signInAdministrator } from '../support/api-client.js';
import { type BuiltServer, startBuiltServer } from '../support/built-server.js';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/isolated-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The most one import job takes. */
const MODELS = 500;
/** The model at which the first worker is held, then killed. */
const HELD = 120;

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

    // The test stores model HELD itself in a transaction it keeps open: the worker's INSERT of
    // that AIR waits for it, so the worker is killed at a known model however fast it runs.
    const holder = db.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await plantSdxlModel(holder, { name: 'Held by the test', air: airs[HELD] });
    const [{ pid: holderPid }] = (await holder.query('SELECT pg_backend_pid() AS pid')) as {
      pid: number;
    }[];
    const waitingOnHolder = async () =>
      Number(
        (
          await db.query(
            'SELECT count(*) AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
            [holderPid],
          )
        )[0].n,
      );

    const first = await startWorker(app);
    workers.push(first);
    const queued = await api.graphql<{ adminImportModels: { id: string } }>(
      'mutation($input: ImportModelsInput!) { adminImportModels(input: $input) { id } }',
      { input: { models } },
      admin,
    );
    expect(queued.errors).toBeUndefined();
    const jobId = queued.data!.adminImportModels.id;
    expect(await readUntil(waitingOnHolder, (n) => n > 0, { withinMs: 60_000 })).toBe(1);
    first.child.kill('SIGKILL');
    await first.exited;
    // Committed: the dead worker's waiting INSERT finds the AIR taken and adds nothing.
    await holder.commitTransaction();
    await holder.release();

    const partial = await stored();
    // The worker's models before HELD, and HELD the test stored.
    expect(partial).toBe(HELD + 1);
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
