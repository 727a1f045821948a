import { getQueueToken } from '@nestjs/bullmq';
import { type INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { type Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { type AppConfig } from '../src/config/app-config.js';
import { ConfigModule } from '../src/config/config.module.js';
import { JobsModule } from '../src/jobs/jobs.module.js';
import { QueueName } from '../src/jobs/queue-name.js';
import { type QueueProcessor } from '../src/jobs/queue-processors.js';
import { QUEUES } from '../src/jobs/queue-registry.js';
import { QueueWorkers } from '../src/jobs/queue-workers.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { testConfig } from './support/test-app.js';

const LOCK_MS = 5000;

/** A stand-in for a registry processor: records its jobs, and may hold one until released. */
class RecordingProcessor implements QueueProcessor {
  readonly jobs: Job[] = [];
  private held?: { started: () => void; released: Promise<void> };

  /** Holds the next job: `started` resolves once it runs, and it ends when `release` is called. */
  holdNextJob(): { started: Promise<void>; release: () => void } {
    let started!: () => void;
    let release!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    this.held = { started, released: new Promise((resolve) => (release = resolve)) };
    return { started: running, release };
  }

  /** Jobs running now; with `holdEveryJob`, each waits for `releaseAll`. */
  running = 0;
  private gate?: Promise<void>;
  private openGate?: () => void;

  holdEveryJob(): void {
    this.gate = new Promise((resolve) => (this.openGate = resolve));
  }

  releaseAll(): void {
    this.openGate?.();
  }

  async process(job: Job): Promise<unknown> {
    this.jobs.push(job);
    this.running += 1;
    try {
      await this.gate;
    } finally {
      this.running -= 1;
    }
    const held = this.held;
    this.held = undefined;
    held?.started();
    await held?.released;
    return { processed: job.data as unknown };
  }
}

/**
 * JobsModule and QueueWorkers on real Redis, with stand-ins for the processors: every queue of
 * the registry is consumed by its entry's processor, with the entry's job options and the
 * configured lock, and shutdown waits for running jobs.
 */
describe('the queue workers', () => {
  let config: AppConfig;
  let context: INestApplicationContext;
  let processors: Map<QueueName, RecordingProcessor>;

  beforeEach(async () => {
    config = testConfig({
      REDIS_PREFIX: ownRedisPrefix('workers'),
      JOB_LOCK_DURATION_MS: String(LOCK_MS),
      // generation-reconcile jobs wait this long before their first run.
      RUNWARE_RECONCILE_DELAY_MS: '100',
      QUEUE_CONCURRENCY_GENERATION_RUN: '3',
    });
    processors = new Map(Object.values(QueueName).map((name) => [name, new RecordingProcessor()]));
    const module = await Test.createTestingModule({
      imports: [ConfigModule.forRoot(config), JobsModule],
      providers: [
        QueueWorkers,
        ...Object.values(QueueName).map((name) => ({
          provide: QUEUES[name].processor,
          useValue: processors.get(name),
        })),
      ],
    }).compile();
    context = await module.init();
  });

  afterEach(async () => {
    await context?.close();
  });

  const queueOf = (name: QueueName) => context.get<Queue>(getQueueToken(name), { strict: false });
  /** Adds a job and waits for its return value. */
  const run = async (name: QueueName, data: object) => {
    const job = await queueOf(name).add('check', data);
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      // State first: a job read before it completes carries no return value.
      if ((await queueOf(name).getJobState(String(job.id))) === 'completed')
        return (await queueOf(name).getJob(String(job.id)))!.returnvalue as unknown;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${name} job ${job.id} did not complete`);
  };

  it("runs each queue's jobs through its own processor, added with its entry's options", async () => {
    for (const name of Object.values(QueueName)) {
      await expect(run(name, { queue: name })).resolves.toEqual({ processed: { queue: name } });
      expect(processors.get(name)!.jobs.map((seen) => seen.data as unknown)).toEqual([
        { queue: name },
      ]);
    }
    const [delivery] = await queueOf(QueueName.WebhookDelivery).getJobs(['completed']);
    expect(delivery.opts).toMatchObject({
      attempts: 8,
      backoff: { type: 'exponential', delay: config.WEBHOOK_RETRY_BASE_MS },
    });
    const [reconcile] = await queueOf(QueueName.GenerationReconcile).getJobs(['completed']);
    expect(reconcile.opts).toMatchObject({ delay: 100, attempts: 12 });
  });

  it("runs as many of a queue's jobs at once as its concurrency says, and no more", async () => {
    const processor = processors.get(QueueName.GenerationRun)!;
    processor.holdEveryJob();
    const queue = queueOf(QueueName.GenerationRun);
    const jobs = await queue.addBulk([1, 2, 3, 4].map((n) => ({ name: 'check', data: { n } })));
    try {
      for (let tries = 0; processor.running < 3; tries++) {
        if (tries > 200) throw new Error(`only ${processor.running} running at once`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const states = await Promise.all(jobs.map((job) => queue.getJobState(String(job.id))));
      expect(states.filter((state) => state === 'active')).toHaveLength(3);
      expect(states.filter((state) => state === 'waiting')).toHaveLength(1);
    } finally {
      processor.releaseAll();
    }
  });

  it('holds a running job for the configured lock duration', async () => {
    const processor = processors.get(QueueName.ModelImport)!;
    const { started, release } = processor.holdNextJob();
    // Connected first, so the lock is read as soon as the job runs, not a connection later.
    const redis = new Redis(config.REDIS_URL);
    try {
      await redis.ping();
      const job = await queueOf(QueueName.ModelImport).add('check', {});
      await started;
      const lockKey = `${queueOf(QueueName.ModelImport).opts.prefix}:model-import:${job.id}:lock`;
      const remaining = await redis.pttl(lockKey);
      expect(remaining).toBeGreaterThan(LOCK_MS - 2000);
      expect(remaining).toBeLessThanOrEqual(LOCK_MS);
    } finally {
      release();
      redis.disconnect();
    }
  });

  it('lets a running job finish when the worker shuts down', async () => {
    const processor = processors.get(QueueName.Mail)!;
    const { started, release } = processor.holdNextJob();
    const { prefix, connection } = queueOf(QueueName.Mail).opts;
    const job = await queueOf(QueueName.Mail).add('check', { kind: 'late' });
    await started;

    const closing = context.close();
    setTimeout(release, 200);
    await closing;

    const reader = new Queue(QueueName.Mail, { prefix, connection });
    try {
      expect(await (await reader.getJob(String(job.id)))?.getState()).toBe('completed');
    } finally {
      await reader.close();
    }
  });
});
