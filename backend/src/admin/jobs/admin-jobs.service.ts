import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type Job, type JobType, type Queue, QueueEvents, type RedisOptions } from 'bullmq';
import { outageLog, WORKER_CONNECTION_OPTIONS } from '../../redis/redis-availability.js';
import { NotFoundError, ValidationFailedError } from '../../common/errors/domain-errors.js';
import { QueueName } from '../../jobs/queue-name.js';
import { clampPageSize } from '../../common/pagination/page-size.js';
import {
  type PageRequest,
  positionOf,
  positionPage,
} from '../../common/pagination/position-page.js';
import { JobNotRetryableError, JobStillRunningError } from './admin-jobs.errors.js';
import { type AdminJob, type AdminJobPage } from './dto/admin-job.types.js';
import { queueResults } from './dto/queue-result-fields.js';
import { readJobOutcome } from './job-outcome.js';
import { isProgressReport } from './job-progress.js';

/** The states a queue's jobs can be listed by, over GraphQL and REST alike. */
export const LISTED_STATES: readonly JobType[] = [
  'active',
  'waiting',
  'prioritized',
  'delayed',
  'waiting-children',
  'completed',
  'failed',
];

/** How often a waiting REST call checks its job besides listening for its events. */
const JOB_POLL_INTERVAL_MS = 1000;
/** How deep the admin may page into one queue's history. */
const MAX_OFFSET = 10_000;

/** The admin's view of the queues: list, follow and retry jobs; REST calls wait on them here. */
@Injectable()
export class AdminJobsService implements OnModuleInit, OnApplicationShutdown {
  private queues!: Record<QueueName, Queue>;
  private readonly events = new Map<QueueName, QueueEvents>();

  constructor(private readonly moduleRef: ModuleRef) {}

  // Every queue, so administrators can follow and retry any job (failed mail, refused webhook
  // deliveries, generations whose outcome stayed unknown, as well as their own imports and scans).
  // Read once every provider exists: a queue is not a constructor dependency here.
  onModuleInit(): void {
    this.queues = Object.fromEntries(
      Object.values(QueueName).map((name) => [
        name,
        this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }),
      ]),
    ) as Record<QueueName, Queue>;
  }

  queue(name: string): Queue {
    if (!Object.values(QueueName).includes(name as QueueName)) {
      throw new ValidationFailedError(
        `Unknown queue ${name}: use ${Object.values(QueueName).join(', ')}`,
        { field: 'queue' },
      );
    }
    return this.queues[name as QueueName];
  }

  async get(queueName: string, id: string): Promise<AdminJob> {
    const job = await this.queue(queueName).getJob(id);
    if (!job) throw new NotFoundError(`No job ${id} in ${queueName}`);
    return this.describe(job);
  }

  /**
   * Newest first; `state` narrows to one BullMQ state. Read by position (BullMQ keeps no keyset),
   * so a job added meanwhile shifts later pages by one.
   */
  async list(
    queueName: string,
    state: string | undefined,
    page: PageRequest,
  ): Promise<AdminJobPage> {
    const offset = positionOf(page);
    const queue = this.queue(queueName);
    if (state !== undefined && !LISTED_STATES.includes(state as JobType)) {
      throw new ValidationFailedError(`Unknown job state ${state}`, { field: 'state' });
    }
    const types = state ? [state as JobType] : [...LISTED_STATES];
    const start = Math.min(Math.max(offset, 0), MAX_OFFSET);
    const size = clampPageSize(page.first);
    const counts = await queue.getJobCounts(...types);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    // BullMQ pages each state on its own, so take the first start+size of each and merge.
    const jobs = (await queue.getJobs(types, 0, start + size - 1, false))
      .sort((a, b) => b.timestamp - a.timestamp || Number(b.id) - Number(a.id))
      .slice(start, start + size);
    const items = await Promise.all(jobs.map((job) => this.describe(job)));
    return { ...positionPage(items, start, Math.min(total, MAX_OFFSET + size)), total };
  }

  /** Runs a failed job again (its attempts start over). */
  async retry(queueName: string, id: string): Promise<AdminJob> {
    const job = await this.queue(queueName).getJob(id);
    if (!job) throw new NotFoundError(`No job ${id} in ${queueName}`);
    const state = await job.getState();
    if (state !== 'failed')
      throw new JobNotRetryableError(`Only failed jobs can be retried; this one is ${state}`);
    await job.retry('failed');
    return this.get(queueName, id);
  }

  /**
   * Waits for a job's return value; a failed job rethrows its reason. Events answer at once; a
   * slow poll of the job's state backs them up, because a QueueEvents reader that starts after
   * the job was added can miss an event sent before its first read.
   */
  async waitFor<T>(queueName: QueueName, job: Job, timeoutMs: number): Promise<T> {
    const events = await this.eventsOf(queueName);
    const stopPolling = new AbortController();
    try {
      return (await Promise.race([
        job.waitUntilFinished(events, timeoutMs),
        this.pollUntilFinished(queueName, String(job.id), stopPolling.signal),
      ])) as T;
    } catch (error) {
      if (/timed out/i.test((error as Error).message)) {
        throw new JobStillRunningError(
          `The job is still running after ${Math.round(timeoutMs / 1000)} s; follow ${queueName} job ${job.id}`,
          { jobId: job.id, queue: queueName },
        );
      }
      throw error;
    } finally {
      stopPolling.abort();
    }
  }

  private async pollUntilFinished(queueName: QueueName, id: string, signal: AbortSignal) {
    while (!signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_INTERVAL_MS));
      const outcome = await readJobOutcome(this.queue(queueName), id);
      if (!outcome || signal.aborted) continue;
      if (outcome.state === 'failed') throw new Error(outcome.reason);
      return outcome.value;
    }
    // Aborted: the race is over, this promise's outcome no longer matters.
    return new Promise<never>(() => {});
  }

  async describe(loaded: Job): Promise<AdminJob> {
    const state = await loaded.getState();
    // The job was read before its state: one that finished in between is read again, so what a
    // finished job reports (its result, failure, attempts and end) is there.
    const finishedSinceRead = (state === 'completed' || state === 'failed') && !loaded.finishedOn;
    const job = finishedSinceRead
      ? ((await this.queue(loaded.queueName).getJob(String(loaded.id))) ?? loaded)
      : loaded;
    // Only jobs of our queues are read (queue() refuses other names).
    const queue = job.queueName as QueueName;
    const progress = isProgressReport(job.progress) ? job.progress : null;
    return {
      id: String(job.id),
      queue,
      name: job.name,
      state,
      progress: progress && {
        done: progress.done,
        total: progress.total,
        percent:
          progress.total > 0 ? Math.round((progress.done / progress.total) * 10_000) / 100 : 0,
      },
      attemptsMade: job.attemptsMade,
      maxAttempts: job.opts.attempts ?? 1,
      failedReason: job.failedReason || null,
      result: job.returnvalue ?? null,
      ...queueResults(queue, state === 'completed' ? job.returnvalue : null),
      createdAt: new Date(job.timestamp),
      processedAt: job.processedOn ? new Date(job.processedOn) : null,
      finishedAt: job.finishedOn ? new Date(job.finishedOn) : null,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.events.values()].map((events) => events.close()));
  }

  private async eventsOf(queueName: QueueName): Promise<QueueEvents> {
    let events = this.events.get(queueName);
    if (!events) {
      const queue = this.queues[queueName];
      // A blocking reader: it waits for Redis to come back, as workers do, and logs outages
      // (an unheard error event would end the process).
      events = new QueueEvents(queueName, {
        connection: { ...(queue.opts.connection as RedisOptions), ...WORKER_CONNECTION_OPTIONS },
        prefix: queue.opts.prefix,
      });
      const log = outageLog(`Queue events ${queueName}`);
      events.on('error', log.error);
      events.getBackend().on('ready', log.ready);
      this.events.set(queueName, events);
      await events.waitUntilReady();
    }
    return events;
  }
}
