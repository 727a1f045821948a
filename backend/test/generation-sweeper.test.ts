import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { CreditsService } from '../src/credits/credits.service.js';
import { TaskCharges } from '../src/credits/task-charges.js';
import { GenerationLeases, type TakenOver } from '../src/generation/generation-leases.js';
import { GenerationRunJob } from '../src/generation/generation-run.job.js';
import { GenerationSlots, SlotLease } from '../src/generation/generation-slots.js';
import { GenerationSweeper } from '../src/generation/generation-sweeper.js';
import { RunwareAdapter } from '../src/provider/runware.adapter.js';
import { WebhooksService } from '../src/webhooks/webhooks.service.js';
import { apiClient } from './support/api-client.js';
import { ledgerRowCount } from './support/credit-ledger.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './support/isolated-database.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const HOLD = 10;
/** Two apps, a database and the simulator start: slow on a busy machine. */
const SETUP_MS = 120_000;
const MODEL = 'civitai:101055@128078';
/** A fraction of the lease (a minute): a job that slept through the lease would not make it. */
const HAND_ON_MS = 20_000;

/**
 * Two processes sweep the same stranded generations at once (each app has its own lease owner):
 * every generation is settled or refunded exactly once, the ledger stays exact, each webhook is
 * owed once and the slots the dead requests held come back once.
 */
describe('the generation sweeper', () => {
  let database: IsolatedDatabase;
  let simulator: SimulatorProcess;
  const apps: TestApp[] = [];
  let db: DataSource;

  beforeAll(async () => {
    database = await createIsolatedDatabase();
    simulator = await startSimulatorProcess();
    const settings = {
      ...providerSettings(simulator),
      DATABASE_URL: database.url,
      REDIS_PREFIX: ownRedisPrefix('sweeper'),
      // Only the sweeps this test runs (a scheduled one would merely be a third sweeper).
      GENERATION_SWEEP_INTERVAL_MS: '600000',
      GENERATION_CONCURRENCY_PER_USER: '20',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    };
    apps.push(await startTestApp(settings), await startTestApp(settings));
    db = apps[0].app.get(DataSource);
  }, SETUP_MS);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await simulator?.stop();
    await database?.drop();
  });

  const get = <T>(app: TestApp, type: new (...args: never[]) => T): T =>
    app.app.get(type, { strict: false });
  /** A new user of the app with credits enough for every hold (its own grant, for the ledger's reference). */
  const registerWithCredits = async (app: TestApp) => {
    const { user } = await apiClient(app).register();
    await get(app, CreditsService).grant({
      userId: user.id,
      amount: 100,
      administratorId: user.id,
    });
    return user;
  };
  /** Starts (holds, leases) a one-image generation of the test model: what `start` answers. */
  const startGeneration = (
    app: TestApp,
    userId: string,
    id: string,
    { taskUUID = randomUUID(), hold = HOLD }: { taskUUID?: string; hold?: number } = {},
  ) =>
    get(app, TaskCharges).start({
      id,
      userId,
      taskUUID,
      modelAir: MODEL,
      modelName: 'Test model',
      parameters: {},
      imageCount: 1,
      charged: true,
      hold,
    });

  it(
    'finishes each stranded generation once however many sweep it at once',
    async () => {
      const [dead] = apps;
      const user = await registerWithCredits(dead);
      await get(dead, WebhooksService).create(user.id, 'http://127.0.0.1:9/hook');
      const charges = get(dead, TaskCharges);
      const leases = get(dead, GenerationLeases);
      const provider = get(dead, RunwareAdapter);
      const slots = get(dead, GenerationSlots);

      /** A generation as a request that then died left it: held, its slot taken, maybe sent. */
      const strand = async (kind: 'ran' | 'sent-never-arrived' | 'unsent') => {
        const id = randomUUID();
        const taskUUID = randomUUID();
        await slots.take(user.id);
        expect(await startGeneration(dead, user.id, id, { taskUUID })).toBe(true);
        if (kind !== 'unsent')
          expect(await leases.markSending(id, { tierMultiplier: 1 })).toBe(true);
        if (kind === 'ran')
          await provider.generateImages({
            taskUUID,
            model: MODEL,
            positivePrompt: 'a lighthouse at dusk',
            width: 512,
            height: 512,
            numberResults: 1,
            format: 'png',
          });
        // Its process died: nobody renews the lease any more.
        leases.done(id);
        return id;
      };
      const ids = [
        ...(await Promise.all([1, 2, 3, 4].map(() => strand('ran')))),
        ...(await Promise.all([1, 2].map(() => strand('sent-never-arrived')))),
        ...(await Promise.all([1, 2].map(() => strand('unsent')))),
      ];
      // Sent long ago: a task the provider still does not know after its lifetime never arrived.
      await db.query(
        `UPDATE generation_leases SET expires_at = now() - interval '1 second',
           sent_at = sent_at - interval '1 hour'
         WHERE generation_id = ANY($1)`,
        [ids],
      );

      const sweepers = apps.map((app) => get(app, GenerationSweeper));
      await Promise.all([...sweepers, ...sweepers].map((sweeper) => sweeper.sweep()));

      const rows: { status: string; endings: number; reserves: number; deliveries: number }[] =
        await db.query(
          `SELECT g.status,
           (SELECT count(*)::int FROM credit_ledger l WHERE l.generation_id = g.id AND l.kind IN ('settle', 'refund')) AS endings,
           (SELECT count(*)::int FROM credit_ledger l WHERE l.generation_id = g.id AND l.kind = 'reserve') AS reserves,
           (SELECT count(*)::int FROM webhook_deliveries d WHERE d.generation_id = g.id) AS deliveries
         FROM generations g WHERE g.id = ANY($1) ORDER BY g.status`,
          [ids],
        );
      expect(rows.map((row) => row.status)).toEqual([
        ...Array(4).fill('failed'),
        ...Array(4).fill('succeeded'),
      ]);
      for (const row of rows) expect(row).toMatchObject({ endings: 1, reserves: 1, deliveries: 1 });
      const [{ balance, sum }] = await db.query(
        `SELECT u.credit_balance::float AS balance,
         (SELECT sum(amount)::float FROM credit_ledger WHERE user_id = u.id) AS sum
       FROM users u WHERE u.id = $1`,
        [user.id],
      );
      expect(sum).toBeCloseTo(balance, 4);
      expect(
        (await db.query(`SELECT count(*)::int AS n FROM generation_leases`))[0].n as number,
      ).toBe(0);
      expect((await slots.limiter.get(user.id))?.consumedPoints ?? 0).toBe(0);

      // The owner was not dead after all and comes back with the provider's answer: nothing moves.
      const ledgerRows = () => ledgerRowCount(db, user.id);
      const before = await ledgerRows();
      const late = { id: ids[0], userId: user.id, hold: HOLD, durationMs: 1 };
      expect(
        await charges.succeed({ ...late, charged: 1, providerCostUsd: 0.001, images: [] }),
      ).toMatchObject({ settled: false });
      expect(await charges.fail({ ...late, errorCode: 'late', errorMessage: 'late' })).toBe(false);
      expect(await ledgerRows()).toBe(before);
    },
    SETUP_MS,
  );

  it('does not refund unasked a generation its owner marked sent meanwhile', async () => {
    const [owner, other] = apps;
    const { user } = await apiClient(owner).register();
    const charges = get(owner, TaskCharges);
    const id = randomUUID();
    await startGeneration(owner, user.id, id);
    // The owner still holds the lease and records the call: a sweeper that had read the
    // generation as unsent must not refund it under the owner's feet.
    expect(await get(owner, GenerationLeases).markSending(id, { tierMultiplier: 1 })).toBe(true);
    expect(
      await get(other, TaskCharges).refundUnsent(
        {
          id,
          userId: user.id,
          hold: HOLD,
          durationMs: 0,
          errorCode: 'generationInterrupted',
          errorMessage: 'interrupted',
        },
        get(other, GenerationLeases).owner,
      ),
    ).toBe(false);
    expect(await charges.statusOf(id)).toBe('pending');
    get(owner, GenerationLeases).done(id);
  });
  it('gives back once the slot of a request that stalled past its lease', async () => {
    const [owner] = apps;
    const user = await registerWithCredits(owner);
    const slots = get(owner, GenerationSlots);
    const leases = get(owner, GenerationLeases);
    // Another generation of the user's keeps its slot throughout.
    await slots.take(user.id);
    await slots.take(user.id);
    const request = new SlotLease(slots, user.id);
    const id = randomUUID();
    await startGeneration(owner, user.id, id);
    request.heldBy(id);
    // The process stalls before calling the provider, its heartbeat with it (a heartbeat that ran
    // between the expiry below and the check would renew the lease); its lease runs out.
    leases.done(id);
    await db.query(
      `UPDATE generation_leases SET expires_at = now() - interval '1 second' WHERE generation_id = $1`,
      [id],
    );
    // Expired is as good as taken: the request must not send the task any more.
    expect(await leases.markSending(id, { tierMultiplier: 1 })).toBe(false);
    await get(owner, GenerationSweeper).sweep();
    expect(await get(owner, TaskCharges).statusOf(id)).toBe('failed');
    // The request then ends (taken over): the sweeper gave its slot back already.
    await request.endOfRequest();
    expect((await slots.limiter.get(user.id))?.consumedPoints).toBe(1);
    await slots.release(user.id);
  });
  it(
    'starts a queued generation as soon as its producer hands it on',
    async () => {
      const [producer, worker] = apps;
      const user = await registerWithCredits(producer);
      const id = randomUUID();
      // Queued, but its producer has not handed the lease on yet: a whole lease ahead of it.
      await startGeneration(producer, user.id, id);
      const job = get(worker, GenerationRunJob) as unknown as {
        takeOver(id: string): Promise<TakenOver | null>;
      };
      const taking = job.takeOver(id);
      // The job found the lease held before the producer got round to handing it on.
      await sleep(500);
      await get(producer, GenerationLeases).handOnToQueue(id);
      // Well within the lease the job would otherwise sleep through.
      expect(await taking).toMatchObject({ status: 'running', sent: false, sentAt: null });

      // Its worker sends it, then dies: the job delivered again resumes from the first sending.
      expect(await get(worker, GenerationLeases).markSending(id, { tierMultiplier: 1 })).toBe(true);
      get(worker, GenerationLeases).done(id);
      await db.query(
        `UPDATE generation_leases SET expires_at = now() - interval '1 second', owner = 'dead'
         WHERE generation_id = $1`,
        [id],
      );
      const [{ sentAt }] = await db.query(
        `SELECT sent_at AS "sentAt" FROM generation_leases WHERE generation_id = $1`,
        [id],
      );
      const resumed = await get(producer, GenerationLeases).takeOver(id);
      expect(resumed).toMatchObject({ sent: true, sentAt });
      get(producer, GenerationLeases).done(id);
    },
    HAND_ON_MS,
  );
  it('lets go of the lease of a generation finished elsewhere', async () => {
    const [owner] = apps;
    const { user } = await apiClient(owner).register();
    const id = randomUUID();
    await startGeneration(owner, user.id, id, { hold: 0 });
    // Finished by a process that left its lease behind (sent, then expired).
    await db.query(`UPDATE generations SET status = 'failed' WHERE id = $1`, [id]);
    await db.query(
      `UPDATE generation_leases SET sent_at = now() - interval '1 day',
         expires_at = now() - interval '1 second' WHERE generation_id = $1`,
      [id],
    );
    await get(owner, GenerationSweeper).sweep();
    expect(
      await db.query(`SELECT 1 FROM generation_leases WHERE generation_id = $1`, [id]),
    ).toEqual([]);
  });
  it('takes up a generation an older release queued without a lease', async () => {
    const [worker] = apps;
    const { user } = await apiClient(worker).register();
    const id = randomUUID();
    await startGeneration(worker, user.id, id, { hold: 0 });
    await db.query(`DELETE FROM generation_leases WHERE generation_id = $1`, [id]);
    const leases = get(worker, GenerationLeases);
    expect(await leases.takeOver(id, { hold: 0, tierMultiplier: 1.5 })).toMatchObject({
      status: 'running',
      sent: false,
    });
    // The sweeper sees it should this worker die.
    expect(
      await db.query(
        `SELECT owner, tier_multiplier::float AS "tierMultiplier" FROM generation_leases WHERE generation_id = $1`,
        [id],
      ),
    ).toEqual([{ owner: leases.owner, tierMultiplier: 1.5 }]);
    leases.done(id);
  });
});
