import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
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
import { type RedisServerProcess, startRedisServer } from '../support/redis-server-process.js';
import { finishTask, planSimulator, taskActivity } from '../support/simulator-plan.js';
import { type SimulatorProcess } from '../support/simulator-process.js';
import { type TestApp } from '../support/test-app.js';

/** Processes start, Redis stays away for ten seconds and generations are swept afterwards. */
const PROCESS_TEST_MS = 300_000;
const SYNC = 4;
const QUEUED = 4;
const GENERATE = `mutation($input: GenerateImagesInput!, $async: Boolean!) {
  generateImages(input: $input, async: $async) { generationId status }
}`;

/**
 * Generations in flight while Redis crashes and comes back ten seconds later (empty, as a cache
 * without persistence; or with its data, as a production Redis for queues keeps it), with real
 * processes: the built api and worker roles on a redis-server of the test's own, and the provider
 * simulator holding each task ('stuck') until the test finishes it there, some during the outage
 * and some after it. Afterwards every generation has ended succeeded or refunded exactly once, its
 * webhook was delivered once, the provider ran each task once, every ledger sums to its balance,
 * no lease is left, and the user's slots are free again: all without restarting a process.
 */
describe.each([
  { restart: 'empty', keepsData: false },
  { restart: 'with its data', keepsData: true },
])('generations in flight while Redis is down (it restarts $restart)', ({ keepsData }) => {
  let processes: BuiltProcesses;
  let simulator: SimulatorProcess;
  let redis: RedisServerProcess;
  let receiver: Server;
  let app: TestApp;
  let db: DataSource;
  /** The generation ids of each webhook POST the receiver got. */
  const received: string[] = [];

  beforeAll(async () => {
    redis = await startRedisServer(undefined, { keepsData });
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push((JSON.parse(body) as { data: { id: string } }).data.id);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    // Short leases and sweeps, so whatever the outage strands is taken within seconds.
    processes = await startBuiltProcesses({
      settings: () => ({
        RUNWARE_RECONCILE_DELAY_MS: '1000',
        // Exactly the generations the test starts: one more goes through only once all came back.
        GENERATION_CONCURRENCY_PER_USER: String(SYNC + QUEUED + 1),
        // The worker runs the queued ones at the provider; one more waits in Redis.
        QUEUE_CONCURRENCY_GENERATION_RUN: String(QUEUED),
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        WEBHOOK_RETRY_BASE_MS: '500',
      }),
      appSettings: { REDIS_URL: redis.url },
    });
    ({ simulator, app, db } = processes);
  }, PROCESS_TEST_MS);
  afterAll(async () => {
    await processes?.stop();
    await redis?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
  }, PROCESS_TEST_MS);

  const start = (role: 'api' | 'worker') => processes.start(role);
  const graphql = (server: BuiltServer, token: string, query: string, variables: object) =>
    postGraphql<{
      data?: { generateImages?: { status: string } };
      errors?: { extensions?: Record<string, unknown> }[];
    }>(server, token, query, variables);
  const generate = (server: BuiltServer, token: string, taskUUID: string, async: boolean) =>
    graphql(server, token, GENERATE, { input: lighthouseAtDusk(taskUUID), async });
  const activity = (taskUUID: string) => taskActivity(simulator, taskUUID);
  const finishAtProvider = async (taskUUID: string, outcome: 'success' | 'error') => {
    expect((await finishTask(simulator, taskUUID, outcome)).ok).toBe(true);
  };
  const generations = (taskUUIDs: string[]) =>
    db.query(
      `SELECT g.id, g.task_uuid AS "taskUUID", g.status,
         (SELECT count(*)::int FROM credit_ledger l WHERE l.generation_id = g.id AND l.kind = 'reserve') AS reserves,
         (SELECT count(*)::int FROM credit_ledger l WHERE l.generation_id = g.id AND l.kind IN ('settle', 'refund')) AS endings,
         (SELECT count(*)::int FROM generation_leases l WHERE l.generation_id = g.id) AS leases
       FROM generations g WHERE g.task_uuid = ANY($1)`,
      [taskUUIDs],
    ) as Promise<
      {
        id: string;
        taskUUID: string;
        status: string;
        reserves: number;
        endings: number;
        leases: number;
      }[]
    >;

  it(
    'ends every generation once, tells each webhook once and frees the slots, without a restart',
    async () => {
      const api = await start('api');
      const worker = await start('worker');
      const { token, user } = await apiClient(app).register();
      const hook = await graphql(
        api,
        token,
        `
          mutation ($input: CreateWebhookInput!) {
            createWebhook(input: $input) {
              secret
            }
          }
        `,
        { input: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` } },
      );
      expect(hook.body.errors).toBeUndefined();

      const sync = Array.from({ length: SYNC }, (): string => randomUUID());
      const queued = Array.from({ length: QUEUED }, (): string => randomUUID());
      const all = [...sync, ...queued];
      // Queued behind the others: its job is still in Redis when Redis crashes. Lost with an
      // empty Redis (the sweeper refunds it), else run once a worker is free.
      const waiting: string = randomUUID();
      await planSimulator(
        simulator,
        [...all, waiting].map(() => ({ outcome: 'stuck' })),
      );
      // Answers of the sync ones come whenever they end (or fail while Redis is away).
      const answers = sync.map((taskUUID) =>
        generate(api, token, taskUUID, false).catch((error: Error) => error),
      );
      for (const taskUUID of [...queued, waiting]) {
        const answer = await generate(api, token, taskUUID, true);
        expect(answer.body.data?.generateImages?.status).toBe('pending');
      }
      const sent = await readUntil(
        () => Promise.all(all.map(activity)),
        (counts) => counts.every((count) => count.runs >= 1),
        { withinMs: 30_000, everyMs: 100 },
      );
      expect(sent.every((count) => count.runs === 1)).toBe(true);
      expect(await activity(waiting)).toMatchObject({ submissions: 0, runs: 0 });

      // Every generation is at the provider: Redis crashes.
      await redis.kill();
      const downAt = Date.now();
      // Half of each kind end at the provider while Redis is away (one success, one failure each).
      const duringOutage = [...sync.slice(0, SYNC / 2), ...queued.slice(0, QUEUED / 2)];
      const afterOutage = all.filter((taskUUID) => !duringOutage.includes(taskUUID));
      const outcomeOf = (taskUUID: string) => (all.indexOf(taskUUID) % 2 ? 'error' : 'success');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (const taskUUID of duringOutage) await finishAtProvider(taskUUID, outcomeOf(taskUUID));
      // Down for ten seconds in all: far past every client's retries and first reconnections.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, downAt + 10_000 - Date.now())),
      );
      await redis.restart();
      for (const taskUUID of afterOutage) await finishAtProvider(taskUUID, outcomeOf(taskUUID));
      const syncAnswers = await Promise.all(answers);
      if (keepsData) {
        await readUntil(
          () => activity(waiting),
          (count) => count.runs >= 1,
          { withinMs: 60_000, everyMs: 250 },
        );
        await finishAtProvider(waiting, 'success');
      }

      // Each ends as the provider ended it, exactly once; a lost one is refunded.
      const rows = await readUntil(
        () => generations([...all, waiting]),
        (list) =>
          list.length === all.length + 1 &&
          list.every((row) => ['succeeded', 'failed'].includes(row.status) && row.leases === 0),
        { withinMs: 60_000, everyMs: 250 },
      );
      const state = () =>
        `${JSON.stringify(rows)}\napi:\n${api.output()}\nworker:\n${worker.output()}`;
      if (!rows.every((row) => row.leases === 0 && row.status !== 'running'))
        throw new Error(`not ended: ${state()}`);
      expect(rows).toHaveLength(all.length + 1);
      for (const row of rows)
        expect(row).toMatchObject({
          status: (row.taskUUID === waiting ? keepsData : outcomeOf(row.taskUUID) === 'success')
            ? 'succeeded'
            : 'failed',
          reserves: 1,
          endings: 1,
          leases: 0,
        });
      const [{ balance, sum }] = await db.query(
        `SELECT u.credit_balance::float AS balance,
           (SELECT coalesce(sum(amount), 0)::float FROM credit_ledger WHERE user_id = u.id) AS sum
         FROM users u WHERE u.id = $1`,
        [user.id],
      );
      expect(sum).toBeCloseTo(balance, 4);
      for (const taskUUID of all)
        expect(await activity(taskUUID)).toMatchObject({ submissions: 1, runs: 1 });
      const waitingRuns = keepsData ? 1 : 0;
      expect(await activity(waiting)).toMatchObject({
        submissions: waitingRuns,
        runs: waitingRuns,
      });
      // A sync request answered with its generation's outcome, though Redis was away meanwhile.
      for (const [index, answer] of syncAnswers.entries()) {
        if (answer instanceof Error) throw answer;
        expect(answer.status).toBe(200);
        if (outcomeOf(sync[index]) === 'success')
          expect(answer.body.data?.generateImages?.status).toBe('succeeded');
        else
          expect(answer.body.errors?.[0]?.extensions).toMatchObject({
            code: 'timeoutProvider',
            taskUUID: sync[index],
          });
      }

      // Each queued generation's webhook arrives, once (a sync one is told in its answer).
      const told = rows
        .filter((row) => row.taskUUID === waiting || queued.includes(row.taskUUID))
        .map((row) => row.id)
        .sort();
      const delivered = await readUntil(
        async () => [...received].sort(),
        (list) => told.every((id) => list.includes(id)),
        { withinMs: 60_000, everyMs: 250 },
      );
      expect(delivered).toEqual(told);

      // The slots came back, each once (never given back twice, so never more than the limit).
      const slots = await readUntil(
        () => app.app.get(GenerationSlots).limiter.get(user.id),
        (answer) => (answer?.consumedPoints ?? 0) === 0,
        { withinMs: 30_000, everyMs: 250 },
      );
      expect(slots?.consumedPoints ?? 0).toBe(0);
      const next = randomUUID();
      await planSimulator(simulator, [{ outcome: 'success' }]);
      const answer = await generate(api, token, next, false);
      expect(answer.body.data?.generateImages?.status).toBe('succeeded');

      // Neither process was restarted, and both lived through it.
      for (const server of [api, worker])
        expect({ exitCode: server.child.exitCode, signal: server.child.signalCode }).toEqual({
          exitCode: null,
          signal: null,
        });
    },
    PROCESS_TEST_MS,
  );
});
