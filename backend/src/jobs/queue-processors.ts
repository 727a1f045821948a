import { type Job } from 'bullmq';

/**
 * What a queue's processor is (the registry, queue-registry.ts, names one per queue): a provider
 * whose `process` runs one job and answers its result. One instance serves every job of its queue
 * in this process, so it keeps nothing of a run on itself: a run's state lives in locals or in an
 * object the run creates (a test checks the processors and runners for it).
 */
export interface QueueProcessor {
  /** `token` is the worker's lock on the job, for processors that hand a job back (moveToDelayed). */
  process(job: Job, token?: string): Promise<unknown>;
}
