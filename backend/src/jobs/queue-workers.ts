import { getQueueToken } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type Queue, type RedisOptions, Worker } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { outageLog, WORKER_CONNECTION_OPTIONS } from '../redis/redis-availability.js';
import { QueueName } from './queue-name.js';
import { type QueueProcessor } from './queue-processors.js';
import { concurrencyOf, globalConcurrencyOf, QUEUES } from './queue-registry.js';

/**
 * The one place jobs are consumed (worker role only): a BullMQ worker per registry entry, running
 * that entry's processor with the configured lock and concurrency. Workers are made here rather
 * than by `@Processor`, whose options are fixed when the class is declared, before the
 * configuration is read.
 */
@Injectable()
export class QueueWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Worker');
  private readonly workers: Worker[] = [];

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly config: AppConfig,
  ) {}

  /** Once every module is ready: a job may start at once. */
  onApplicationBootstrap(): void {
    for (const queue of Object.values(QueueName)) this.workers.push(this.start(queue));
  }

  /**
   * On shutdown, before any connection is released: stop taking jobs and let the running ones
   * finish (worker.close() waits for them; a job cut short by the forced exit is handed back to
   * the queue when its lock expires).
   */
  async beforeApplicationShutdown(): Promise<void> {
    const workers = this.workers.splice(0);
    if (workers.length === 0) return;
    this.logger.log(`Closing ${workers.length} queue worker(s); running jobs finish first`);
    await Promise.all(workers.map((worker) => worker.close()));
  }

  private start(queue: QueueName): Worker {
    const processor = this.moduleRef.get<QueueProcessor>(QUEUES[queue].processor, {
      strict: false,
    });
    // The queue's Redis and prefix, as JobsModule registered it, but a worker's connection waits
    // for Redis to come back instead of failing fast like a producer's (BullMQ's advice).
    const producer = this.moduleRef.get<Queue>(getQueueToken(queue), { strict: false });
    const { connection, prefix } = producer.opts;
    const globalConcurrency = globalConcurrencyOf(queue, this.config);
    if (globalConcurrency)
      // Kept in Redis for every worker; set again by each worker at start (the same value).
      void producer
        .setGlobalConcurrency(globalConcurrency)
        .catch((error: unknown) =>
          this.logger.warn(`Global concurrency of ${queue} not set: ${String(error)}`),
        );
    const worker = new Worker(queue, (job, token) => processor.process(job, token), {
      connection: { ...(connection as RedisOptions), ...WORKER_CONNECTION_OPTIONS },
      prefix,
      concurrency: concurrencyOf(queue, this.config),
      // A job whose worker dies is handed on once its lock lapses.
      lockDuration: this.config.JOB_LOCK_DURATION_MS,
      stalledInterval: this.config.JOB_LOCK_DURATION_MS,
    });
    // Unheard, a worker's error event (a lost connection) would end the process.
    const log = outageLog(`Worker ${queue}`, this.logger);
    worker.on('error', log.error);
    // The worker says 'ready' once; its connections say it again after every reconnection.
    worker.getBackend().on('ready', log.ready);
    return worker;
  }
}
