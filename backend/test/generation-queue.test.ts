import { jest } from '@jest/globals';
import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Generation } from '../src/generation/entities/generation.entity.js';
import { GenerationEtas } from '../src/generation/generation-eta.js';
import { AppConfig } from '../src/config/app-config.js';
import { GenerationEvents } from '../src/generation/generation-events.js';
import { GenerationLeases } from '../src/generation/generation-leases.js';
import { GenerationQueue } from '../src/generation/generation-queue.js';
import { GenerationUpdates } from '../src/generation/generation-updates.js';
import { QueueName } from '../src/jobs/queue-name.js';
import { apiClient, type ApiClient } from './support/api-client.js';
import { readUntil } from './support/read-until.js';
import { planSimulator } from './support/simulator-plan.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const INPUT = {
  prompt: 'a harbour at dawn',
  model: 'civitai:101055@128078',
  width: 512,
  height: 512,
};
const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input, async: true) { generationId }
}`;

describe('the generation queue', () => {
  let simulator: SimulatorProcess;
  let api: TestApp;
  let worker: TestApp | undefined;
  let client: ApiClient;
  let db: DataSource;
  const prefix = `${process.env.TEST_RUN_ID}_queue_${Date.now()}`;
  const config = () => ({
    ...providerSettings(simulator),
    REDIS_PREFIX: prefix,
    PROVIDER_MAX_CONCURRENCY: '1',
    QUEUE_CONCURRENCY_GENERATION_RUN: '4',
  });

  beforeAll(async () => {
    simulator = await startSimulatorProcess();
    api = await startTestApp({ ...config(), APP_ROLE: 'api' });
    client = apiClient(api);
    db = api.app.get(DataSource);
  }, 60_000);
  afterAll(async () => {
    for (const app of [api, worker]) await app?.close();
    await simulator?.stop();
  });

  const generate = async (token: string) => {
    const answer = await client.graphql<{ generateImages: { generationId: string } }>(
      GENERATE,
      { input: INPUT },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.generateImages.generationId;
  };

  it('leaves a queued generation to its queue for a whole lease: no sweeper looks at it sooner', async () => {
    // Before any worker runs in this file: nobody takes the job up.
    const { token } = await client.register();
    const id = await generate(token);
    // A sweeper asks its own queue whether a job will run the generation; one of another process
    // group (another queue prefix) would find none and refund it as never sent.
    const expired = await api.app.get(GenerationLeases).expired(1000);
    expect(expired.map((lease) => lease.id)).not.toContain(id);
    const [{ owner, inMs }] = await db.query(
      `SELECT owner, extract(epoch FROM expires_at - now()) * 1000 AS "inMs"
       FROM generation_leases WHERE generation_id = $1`,
      [id],
    );
    expect(owner).toBeNull();
    expect(Number(inMs)).toBeGreaterThan(api.app.get(AppConfig).GENERATION_LEASE_MS / 2);
    // Out of the way of the positions below.
    await client.graphql(`mutation($id: ID!) { cancelGeneration(id: $id) { id } }`, { id }, token);
  });

  it('keeps the lease of a worker that takes the job up before the request has ended', async () => {
    // With both roles in one process a worker may take the job up the moment it is queued, before
    // the request goes on: its lease (this same process's) must stay its own and be renewed.
    const generations = api.app.get(GenerationQueue);
    const leases = api.app.get(GenerationLeases);
    const add = generations.add.bind(generations);
    const takenFirst = jest.spyOn(generations, 'add').mockImplementationOnce(async (prepared) => {
      await add(prepared);
      await leases.takeOver(prepared.id);
    });
    const { token } = await client.register();
    const id = await generate(token);
    takenFirst.mockRestore();

    const [lease] = await db.query(
      `SELECT l.owner, g.status FROM generation_leases l JOIN generations g ON g.id = l.generation_id
       WHERE l.generation_id = $1`,
      [id],
    );
    expect(lease).toEqual({ owner: leases.owner, status: 'running' });
    // And its heartbeat renews it.
    await db.query(`UPDATE generation_leases SET expires_at = now() WHERE generation_id = $1`, [
      id,
    ]);
    await leases.renew();
    const [{ inMs }] = await db.query(
      `SELECT extract(epoch FROM expires_at - now()) * 1000 AS "inMs" FROM generation_leases
       WHERE generation_id = $1`,
      [id],
    );
    expect(Number(inMs)).toBeGreaterThan(leases.leaseMs / 2);
    // Out of the way: no worker of this file runs it, and the sweeper refunds it at once.
    await (await api.app.get<Queue>(getQueueToken(QueueName.GenerationRun)).getJob(id))?.remove();
    leases.done(id);
    await db.query(`UPDATE generation_leases SET expires_at = now() WHERE generation_id = $1`, [
      id,
    ]);
  });

  it('starts waiting generations round-robin between users, one at a time under PROVIDER_MAX_CONCURRENCY, with positions that say so', async () => {
    const a = await client.register();
    const b = await client.register();
    // Without a worker everything waits: user A queues three, then user B two.
    const queued = [
      ['a1', await generate(a.token)],
      ['a2', await generate(a.token)],
      ['a3', await generate(a.token)],
      ['b1', await generate(b.token)],
      ['b2', await generate(b.token)],
    ] as const;
    const userOf = new Map([a, b].map((account) => [account.user.id, account === a ? 'a' : 'b']));

    const updates = api.app.get(GenerationUpdates);
    const positions: Record<string, number | null> = {};
    for (const [label, id] of queued) {
      const owner = label.startsWith('a') ? a : b;
      positions[label] = (await updates.current(owner.user.id, id))!.queuePosition;
    }
    // A client polling without WebSockets reads the same position; another user reads nothing.
    const polled = await client.graphql<{
      generationUpdate: { queuePosition: number; generation: { status: string } } | null;
    }>(
      `query($id: ID!) { generationUpdate(id: $id) { queuePosition generation { status } } }`,
      { id: queued[2][1] },
      a.token,
    );
    expect(polled.data!.generationUpdate).toEqual({
      queuePosition: positions.a3,
      generation: { status: 'pending' },
    });
    const foreign = await client.graphql<{ generationUpdate: null }>(
      `query($id: ID!) { generationUpdate(id: $id) { queuePosition } }`,
      { id: queued[2][1] },
      b.token,
    );
    expect(foreign.data!.generationUpdate).toBeNull();

    // In turn, one of each user's; the database is shared with other test files, whose waiting
    // generations may stand between (positions count every user's).
    const inTurn = Object.keys(positions).sort((x, y) => positions[x]! - positions[y]!);
    expect(inTurn).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);

    worker = await startTestApp({ ...config(), APP_ROLE: 'worker' });
    const queue = worker.app.get<Queue>(getQueueToken(QueueName.GenerationRun));
    expect(
      await readUntil(
        () => queue.getGlobalConcurrency(),
        (n) => n === 1,
      ),
    ).toBe(1);

    const ids = queued.map(([, id]) => id);
    const finished = await readUntil(
      async () =>
        (await db.query(
          `SELECT user_id, status, completed_at FROM generations WHERE id = ANY($1) ORDER BY completed_at, id`,
          [ids],
        )) as { user_id: string; status: string; completed_at: Date | null }[],
      (rows) => rows.every((row) => row.status === 'succeeded'),
      { withinMs: 30_000 },
    );
    expect(finished.map((row) => row.status)).toEqual(Array(5).fill('succeeded'));
    expect(finished.map((row) => userOf.get(row.user_id))).toEqual(['a', 'b', 'a', 'b', 'a']);
    // Once sent, nothing waits: no position.
    expect((await updates.current(a.user.id, queued[0][1]))!.queuePosition).toBeNull();
  }, 60_000);

  it('estimates a queued run from the model’s recent pace, and its wait from its position', async () => {
    const { user } = await client.register();
    // A model of its own: its finished runs are these three only (paces 200, 400, 1800 ms per
    // megapixel·step·image: 512² × 20 steps × 1 image is 5 units).
    const modelAir = `civitai:${Date.now()}@1`;
    for (const durationMs of [1000, 2000, 9000]) {
      await db.query(
        `INSERT INTO generations (user_id, task_uuid, model_air, parameters, status, image_count,
           charged, duration_ms, completed_at)
         VALUES ($1, $2, $3, $4, 'succeeded', 1, true, $5, now())`,
        [user.id, randomUUID(), modelAir, { width: 512, height: 512, steps: 20 }, durationMs],
      );
    }
    const etas = api.app.get(GenerationEtas);
    const asking = (status: Generation['status']) =>
      db.getRepository(Generation).create({
        modelAir,
        status,
        taskType: 'imageInference',
        imageCount: 2,
        parameters: { width: 1024, height: 1024, steps: 10 },
      });

    // 1 megapixel × 10 steps × 2 images at the median 400 ms.
    const running = await etas.of(asking('running'), null);
    expect(running).toEqual({ expectedRunMs: 8000, expectedWaitMs: 0 });
    const first = await etas.of(asking('pending'), 1);
    const fourth = await etas.of(asking('pending'), 4);
    expect(first!.expectedRunMs).toBe(8000);
    expect(first!.expectedWaitMs).toBeGreaterThan(0);
    expect(fourth!.expectedWaitMs).toBeGreaterThanOrEqual(4 * first!.expectedWaitMs - 2);
    expect(fourth!.expectedWaitMs).toBeLessThanOrEqual(4 * first!.expectedWaitMs + 2);
    expect(await etas.of(asking('succeeded'), null)).toBeNull();
  });

  it('tells each waiting generation when one ahead of it leaves the queue', async () => {
    worker ??= await startTestApp({ ...config(), APP_ROLE: 'worker' });
    const { token, user } = await client.register();
    // The first runs and stays at the provider; the next two wait (one task at a time).
    await planSimulator(simulator, [{ answer: 'ok', outcome: 'stuck' }]);
    const running = await generate(token);
    const taskOf = async (id: string) =>
      (
        (await db.query(`SELECT task_uuid FROM generations WHERE id = $1`, [id])) as {
          task_uuid: string;
        }[]
      )[0].task_uuid;
    await readUntil(
      async () => (await db.query(`SELECT status FROM generations WHERE id = $1`, [running]))[0],
      (row: { status: string }) => row.status === 'running',
    );
    const second = await generate(token);
    const third = await generate(token);
    const updates = api.app.get(GenerationUpdates);
    const before = (await updates.current(user.id, third))!.queuePosition!;
    expect(before).toBeGreaterThan((await updates.current(user.id, second))!.queuePosition!);

    let listening: () => void = () => {};
    const inPlace = new Promise<void>((resolve) => (listening = resolve));
    const events = api.app.get(GenerationEvents).of(user.id, async () => {
      listening();
      return [];
    });
    const heard = (async () => {
      for await (const event of events) if (event.generationId === third) return event;
    })();
    await inPlace;
    await client.graphql(
      `mutation($id: ID!) { cancelGeneration(id: $id) { id } }`,
      { id: second },
      token,
    );
    expect(await heard).toEqual({ userId: user.id, generationId: third });
    expect((await updates.current(user.id, third))!.queuePosition).toBe(before - 1);
    await events.return?.();

    await fetch(`${simulator.controlUrl}/tasks/${await taskOf(running)}/finish`, {
      method: 'POST',
    });
  }, 60_000);
});
