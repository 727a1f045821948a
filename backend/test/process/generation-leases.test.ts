import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { GenerationSlots } from '../../src/generation/generation-slots.js';
import { apiClient } from '../support/api-client.js';
import {
  type BuiltProcesses,
  lighthouseAtDusk,
  startBuiltProcesses,
} from '../support/built-processes.js';
import { type BuiltServer, postGraphql } from '../support/built-server.js';
import { readUntil } from '../support/read-until.js';
import { ownRedisPrefix } from '../support/redis-prefix.js';
import { finishTask, planSimulator, taskActivity } from '../support/simulator-plan.js';
import { type SimulatorProcess } from '../support/simulator-process.js';
import { type TestApp } from '../support/test-app.js';

/** Processes start, die and are swept: slower than a unit test on a busy machine. */
const PROCESS_TEST_MS = 240_000;
const GENERATE = `mutation($input: GenerateImagesInput!, $async: Boolean!) {
  generateImages(input: $input, async: $async) { generationId status images { imageURL } }
}`;

/**
 * Generations whose process dies or stops while they run, with real processes: the built api and
 * worker roles, and the provider simulator holding each task ('stuck') until the test finishes it
 * there. Afterwards every generation has ended succeeded or refunded exactly once, the provider
 * ran each task once, every ledger sums to its balance and the user's slots are free again.
 */
describe('generations outlive the process that ran them', () => {
  let processes: BuiltProcesses;
  let simulator: SimulatorProcess;
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    // Short leases and sweeps, so a dead process's generations are taken within seconds.
    processes = await startBuiltProcesses({
      settings: () => ({ GENERATION_CONCURRENCY_PER_USER: '10' }),
      appSettings: { REDIS_PREFIX: ownRedisPrefix('leases') },
    });
    ({ simulator, app, db } = processes);
  }, PROCESS_TEST_MS);
  afterAll(() => processes?.stop());

  const start = (role: 'api' | 'worker', env: Record<string, string> = {}) =>
    processes.start(role, { env });
  const generate = (server: BuiltServer, token: string, taskUUID: string, async = false) =>
    postGraphql<{ data: { generateImages: { status: string } } }>(server, token, GENERATE, {
      input: lighthouseAtDusk(taskUUID),
      async,
    });
  const activity = (taskUUID: string) => taskActivity(simulator, taskUUID);
  const finishAtProvider = (taskUUID: string, outcome: 'success' | 'error') =>
    finishTask(simulator, taskUUID, outcome);
  /** Until the provider has been sent (and runs) every one of the tasks. */
  const allSent = (taskUUIDs: string[]) =>
    readUntil(
      async () => Promise.all(taskUUIDs.map(activity)),
      (counts) => counts.every((count) => count.runs >= 1),
      { withinMs: 20_000, everyMs: 100 },
    );
  const statuses = (taskUUIDs: string[]) =>
    db
      .query(
        `SELECT task_uuid, status FROM generations WHERE task_uuid = ANY($1) ORDER BY task_uuid`,
        [taskUUIDs],
      )
      .then((rows: { task_uuid: string; status: string }[]) => rows.map((row) => row.status));
  const ended = (taskUUIDs: string[]) =>
    readUntil(
      () => statuses(taskUUIDs),
      (list) =>
        list.length === taskUUIDs.length &&
        list.every((status) => status === 'succeeded' || status === 'failed'),
      { withinMs: 30_000, everyMs: 200 },
    );

  /**
   * A new user's `count` generations sent to `api`, each held at the provider ('stuck') until the
   * test finishes it there: once the provider runs every one. Their answers may never come (a
   * killed process): a failed one is the test's to await, never an unhandled rejection.
   */
  const sendStuckGenerations = async (api: BuiltServer, count: number) => {
    const { token, user } = await apiClient(app).register();
    const taskUUIDs = Array.from({ length: count }, () => randomUUID());
    await planSimulator(
      simulator,
      taskUUIDs.map(() => ({ outcome: 'stuck' })),
    );
    const answers = taskUUIDs.map((taskUUID) => generate(api, token, taskUUID));
    for (const answer of answers) answer.catch(() => undefined);
    await allSent(taskUUIDs);
    return { user, taskUUIDs, answers };
  };

  /** Everything that must hold once the user's generations ended. */
  const expectSettledExactlyOnce = async (userId: string, taskUUIDs: string[]) => {
    const rows: { status: string; reserves: number; endings: number; leases: number }[] =
      await db.query(
        `SELECT g.status,
           (SELECT count(*)::int FROM credit_ledger l WHERE l.generation_id = g.id AND l.kind = 'reserve') AS reserves,
           (SELECT count(*)::int FROM credit_ledger l WHERE l.generation_id = g.id AND l.kind IN ('settle', 'refund')) AS endings,
           (SELECT count(*)::int FROM generation_leases l WHERE l.generation_id = g.id) AS leases
         FROM generations g WHERE g.task_uuid = ANY($1)`,
        [taskUUIDs],
      );
    expect(rows).toHaveLength(taskUUIDs.length);
    for (const row of rows) {
      expect(['succeeded', 'failed']).toContain(row.status);
      expect(row).toMatchObject({ reserves: 1, endings: 1, leases: 0 });
    }
    const [{ balance, sum }] = await db.query(
      `SELECT u.credit_balance::float AS balance,
         (SELECT coalesce(sum(amount), 0)::float FROM credit_ledger WHERE user_id = u.id) AS sum
       FROM users u WHERE u.id = $1`,
      [userId],
    );
    expect(sum).toBeCloseTo(balance, 4);
    for (const taskUUID of taskUUIDs)
      expect(await activity(taskUUID)).toMatchObject({ submissions: 1, runs: 1 });
    // The worker gives the slot back after it has written the settlement (and told webhooks):
    // read until it has, rather than expect it the moment the row says the generation ended.
    const slots = await readUntil(
      () => app.app.get(GenerationSlots).limiter.get(userId),
      (taken) => (taken?.consumedPoints ?? 0) === 0,
    );
    expect(slots?.consumedPoints ?? 0).toBe(0);
  };

  it(
    'settles or refunds the sync generations of an api process killed mid-call',
    async () => {
      const worker = await start('worker');
      const api = await start('api');
      const { user, taskUUIDs, answers } = await sendStuckGenerations(api, 6);
      api.child.kill('SIGKILL');
      await api.exited;
      await Promise.allSettled(answers);
      // The provider finishes them after all: half made their images, half failed there.
      for (const [index, taskUUID] of taskUUIDs.entries())
        await finishAtProvider(taskUUID, index % 2 ? 'error' : 'success');

      // Each as the provider ended it (statuses come in taskUUID order).
      const expected = taskUUIDs
        .map((taskUUID, index) => [taskUUID, index % 2 ? 'failed' : 'succeeded'])
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([, status]) => status);
      expect(await ended(taskUUIDs)).toEqual(expected);
      await expectSettledExactlyOnce(user.id, taskUUIDs);
      await worker.waitForOutput(/Swept generations of stopped processes/);
      await worker.stop();
    },
    PROCESS_TEST_MS,
  );

  it(
    'lets an api process on SIGTERM finish slow generations within its grace',
    async () => {
      const api = await start('api', { SHUTDOWN_GRACE_SECONDS: '40' });
      const { user, taskUUIDs, answers } = await sendStuckGenerations(api, 3);
      api.child.kill('SIGTERM');
      // Slower than a plain 10 s stop would allow, well within the grace.
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      for (const taskUUID of taskUUIDs) await finishAtProvider(taskUUID, 'success');

      for (const answer of await Promise.all(answers)) {
        expect(answer.status).toBe(200);
        expect(answer.body.data.generateImages.status).toBe('succeeded');
      }
      expect(await api.exited).toEqual({ code: 0, signal: null });
      expect(await statuses(taskUUIDs)).toEqual(['succeeded', 'succeeded', 'succeeded']);
      await expectSettledExactlyOnce(user.id, taskUUIDs);
    },
    PROCESS_TEST_MS,
  );

  it(
    'hands the generations still running at the end of the grace to the sweeper',
    async () => {
      const worker = await start('worker', { GENERATION_LEASE_MS: '600000' });
      // A lease far longer than the test: only the hand-on can let the sweeper in.
      const api = await start('api', {
        SHUTDOWN_GRACE_SECONDS: '2',
        GENERATION_LEASE_MS: '600000',
      });
      const { user, taskUUIDs, answers } = await sendStuckGenerations(api, 2);
      api.child.kill('SIGTERM');
      expect(await api.exited).toEqual({ code: 1, signal: null });
      expect(api.output()).toMatch(/unfinished generations handed on/);
      await Promise.allSettled(answers);
      for (const taskUUID of taskUUIDs) await finishAtProvider(taskUUID, 'success');

      expect(await ended(taskUUIDs)).toEqual(['succeeded', 'succeeded']);
      await expectSettledExactlyOnce(user.id, taskUUIDs);
      await worker.stop();
    },
    PROCESS_TEST_MS,
  );

  it(
    'resumes the queued generation of a worker killed mid-job, never sending it twice',
    async () => {
      const api = await start('api');
      const first = await start('worker');
      const { token, user } = await apiClient(app).register();
      const taskUUIDs = [randomUUID()];
      await planSimulator(simulator, [{ outcome: 'stuck' }]);
      const queued = await generate(api, token, taskUUIDs[0], true);
      expect(queued.body.data.generateImages.status).toBe('pending');
      await allSent(taskUUIDs);
      first.child.kill('SIGKILL');
      await first.exited;
      const second = await start('worker');
      await finishAtProvider(taskUUIDs[0], 'success');

      const result = await ended(taskUUIDs);
      // What the workers did, should the generation not have ended as the provider says.
      if (result[0] !== 'succeeded')
        throw new Error(
          `ended ${JSON.stringify(await db.query('SELECT status, error_code, error_message FROM generations WHERE task_uuid = $1', [taskUUIDs[0]]))}\n${first.output()}\n${second.output()}`,
        );
      expect(result).toEqual(['succeeded']);
      await expectSettledExactlyOnce(user.id, taskUUIDs);
      expect(second.output()).not.toMatch(/already-taken/);
      await second.stop();
      await api.stop();
    },
    PROCESS_TEST_MS,
  );
});
