import { type Job, Queue, Worker } from 'bullmq';
import { readJobOutcome } from '../src/admin/jobs/job-outcome.js';
import { ownRedisPrefix } from './support/redis-prefix.js';

// A REST call that waits for an admin job (DELETE /api/admin/orphan-files/all) answered 500 when
// its job finished between the reads of the job and of its state: it took the job as finished
// with no result. The jobs here are taken by hand, so each test says when one finishes.
const connection = { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
const TOKEN = 'job-outcome-test';
const TOTALS = { totalDeleted: 34, totalFailed: 0 };

let queue: Queue;
let taker: Worker;

beforeEach(() => {
  const prefix = ownRedisPrefix('job-outcome');
  queue = new Queue('outcomes', { prefix, connection });
  // No processor: jobs are taken and finished by the test (BullMQ's manual processing).
  taker = new Worker('outcomes', null, { prefix, connection });
});

afterEach(async () => {
  await queue.obliterate({ force: true });
  await taker.close();
  await queue.close();
});

/** A job added and taken, running until the test finishes it. */
async function runningJob(): Promise<Job> {
  const added = await queue.add('delete-all', {});
  const job = await taker.getNextJob(TOKEN);
  expect(job?.id).toBe(added.id);
  return job!;
}

/** The queue's reads of a job: the first that returns runs `then` before it answers. */
function afterFirstRead(then: () => Promise<unknown>) {
  let done = false;
  for (const read of ['getJob', 'getJobState'] as const) {
    const original = queue[read].bind(queue) as (id: string) => Promise<unknown>;
    (queue as unknown as Record<string, (id: string) => Promise<unknown>>)[read] = async (id) => {
      const answer = await original(id);
      if (!done) {
        done = true;
        await then();
      }
      return answer;
    };
  }
}

describe('readJobOutcome', () => {
  it('is undefined while the job runs, and for an unknown job', async () => {
    const job = await runningJob();
    expect(await readJobOutcome(queue, job.id!)).toBeUndefined();
    expect(await readJobOutcome(queue, 'no-such-job')).toBeUndefined();
  });

  it('gives a completed job its return value', async () => {
    const job = await runningJob();
    await job.moveToCompleted(TOTALS, TOKEN, false);
    expect(await readJobOutcome(queue, job.id!)).toEqual({ state: 'completed', value: TOTALS });
  });

  it('gives a job that failed for good its reason', async () => {
    const job = await runningJob();
    await job.moveToFailed(new Error('The bucket is gone'), TOKEN, false);
    expect(await readJobOutcome(queue, job.id!)).toEqual({
      state: 'failed',
      reason: 'The bucket is gone',
    });
  });

  it('never answers without its result a job that completes between its two reads', async () => {
    const job = await runningJob();
    afterFirstRead(() => job.moveToCompleted(TOTALS, TOKEN, false));
    // Running when first read: not finished yet. Then finished, with its result.
    expect(await readJobOutcome(queue, job.id!)).toBeUndefined();
    expect(await readJobOutcome(queue, job.id!)).toEqual({ state: 'completed', value: TOTALS });
  });

  it('is undefined for a failed job sent back to run again between its two reads', async () => {
    const job = await runningJob();
    await job.moveToFailed(new Error('The bucket is gone'), TOKEN, false);
    afterFirstRead(() => job.retry('failed'));
    expect(await readJobOutcome(queue, job.id!)).toBeUndefined();
    expect(await queue.getJobState(job.id!)).toBe('waiting');
  });
});
