import { type Queue } from 'bullmq';

/** How a job ended for good: its return value, or the reason it failed. */
export type JobOutcome =
  { state: 'completed'; value: unknown } | { state: 'failed'; reason: string };

/**
 * A job's outcome once it has finished for good; undefined while it runs, waits for another
 * attempt, or is unknown. Its state is read before the job: BullMQ stores a result in the same
 * step that marks the job finished, so a job read after its state holds that result. Read the
 * other way round, a job that finished between the two reads was answered without it (null).
 */
export async function readJobOutcome(queue: Queue, id: string): Promise<JobOutcome | undefined> {
  const state = await queue.getJobState(id);
  if (state !== 'completed' && state !== 'failed') return undefined;
  const job = await queue.getJob(id);
  // Gone, or sent back to run again (a retry), since its state was read.
  if (!job?.finishedOn) return undefined;
  return state === 'completed'
    ? { state, value: job.returnvalue as unknown }
    : { state, reason: job.failedReason };
}
