import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { apiClient } from '../support/api-client.js';
import {
  type BuiltProcesses,
  lighthouseAtDusk,
  startBuiltProcesses,
} from '../support/built-processes.js';
import { postGraphql } from '../support/built-server.js';
import { type LiveClient, liveClient } from '../support/live-client.js';
import { readUntil } from '../support/read-until.js';
import { ownRedisPrefix } from '../support/redis-prefix.js';
import { finishTask, planSimulator, taskActivity } from '../support/simulator-plan.js';
import { type SimulatorProcess } from '../support/simulator-process.js';
import { type TestApp } from '../support/test-app.js';

/** Processes start, die and restart: slower than a unit test on a busy machine. */
const PROCESS_TEST_MS = 360_000;
const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input, async: true) { generationId status }
}`;
const UPDATED = `subscription($id: ID) {
  generationUpdated(id: $id) { generation { id status images { imageURL } } creditBalance }
}`;

interface Update {
  generationUpdated: {
    generation: { id: string; status: string; images: { imageURL: string }[] };
    creditBalance: number;
  };
}

/**
 * The live queue on several servers, as deployed: two built api processes and a worker on one
 * PostgreSQL and one Redis, the provider simulator holding the task ('stuck') until the test
 * finishes it there.
 */
describe('the live queue across processes', () => {
  let processes: BuiltProcesses;
  let simulator: SimulatorProcess;
  let app: TestApp;
  let db: DataSource;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    processes = await startBuiltProcesses({
      appSettings: { REDIS_PREFIX: ownRedisPrefix('live-queue') },
    });
    ({ simulator, app, db } = processes);
  }, PROCESS_TEST_MS);
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await processes?.stop();
  });

  const start = (role: 'api' | 'worker', port?: number) => processes.start(role, { port });

  it(
    'follows a generation submitted on another api, through a killed worker and a restarted api, to its one final state',
    async () => {
      const [apiA, apiB, firstWorker] = await Promise.all([
        start('api'),
        start('api'),
        start('worker'),
      ]);
      const { token, user } = await apiClient(app).register();
      const taskUUID = randomUUID();
      await planSimulator(simulator, [{ outcome: 'stuck' }]);
      const queued = await postGraphql<{ data: { generateImages: { generationId: string } } }>(
        apiB,
        token,
        GENERATE,
        { input: lighthouseAtDusk(taskUUID) },
      );
      const id = queued.body.data.generateImages.generationId;

      // A client on api A, reconnecting as the web client does, follows it.
      const live = liveClient(`${apiA.url.replace(/^http/, 'ws')}/graphql`, `Bearer ${token}`, {
        reconnect: true,
      });
      clients.push(live);
      const updates = live.subscribe<Update>(UPDATED, { id });
      // Bounds for a hang, as the test's: it took 177 s beside three whole test runs.
      await updates.next((u) => u.generationUpdated.generation.status === 'running', 60_000);

      // The provider has the task; its worker dies, and another resumes it.
      await readUntil(
        () => taskActivity(simulator, taskUUID),
        (activity) => activity.runs >= 1,
        { withinMs: 20_000, everyMs: 100 },
      );
      firstWorker.child.kill('SIGKILL');
      await firstWorker.exited;
      await start('worker');

      // Api A restarts under the connected client, on the same address.
      await apiA.stop();
      const restartedA = await start('api', apiA.port);
      await finishTask(simulator, taskUUID, 'success');

      const done = await updates.next(
        (u) => u.generationUpdated.generation.status === 'succeeded',
        120_000,
      );
      expect(done.generationUpdated.generation.images.length).toBeGreaterThan(0);
      const [{ balance }] = await db.query(
        'SELECT credit_balance::float AS balance FROM users WHERE id = $1',
        [user.id],
      );
      expect(done.generationUpdated.creditBalance).toBeCloseTo(balance, 4);

      // Exactly once: one hold, one settlement, the ledger equal to the balance.
      const ledger: { kind: string }[] = await db.query(
        'SELECT kind FROM credit_ledger WHERE generation_id = $1 ORDER BY created_at',
        [id],
      );
      expect(ledger.map((row) => row.kind)).toEqual(['reserve', 'settle']);
      const [{ total }] = await db.query(
        'SELECT coalesce(sum(amount), 0)::float AS total FROM credit_ledger WHERE user_id = $1',
        [user.id],
      );
      expect(total).toBeCloseTo(balance, 4);
      expect((await taskActivity(simulator, taskUUID)).submissions).toBe(1);
      // The client goes first: it would reconnect to a stopped server.
      await live.dispose();
      await restartedA.stop();
    },
    PROCESS_TEST_MS,
  );
});
