import { getQueueToken } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type Queue, Worker } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { QueueName } from './queue-name.js';
import { type QueueProcessor } from './queue-processors.js';
import { QUEUES } from './queue-registry.js';

/**
 * The one place jobs are consumed (worker role only): a BullMQ worker per registry entry, running
 * that entry's processor with the configured lock. Workers are made here rather than by
 * `@Processor`, whose options are fixed when the class is declared, before the configuration
 * is read.
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
    // The queue's connection and prefix, as JobsModule registered it.
    const { connection, prefix } = this.moduleRef.get<Queue>(getQueueToken(queue), {
      strict: false,
    }).opts;
    const worker = new Worker(queue, (job) => processor.process(job), {
      connection,
      prefix,
      // A job whose worker dies is handed on once its lock lapses.
      lockDuration: this.config.JOB_LOCK_DURATION_MS,
      stalledInterval: this.config.JOB_LOCK_DURATION_MS,
    });
    // Unheard, BullMQ's error events (a lost connection) would reach the console raw.
    worker.on('error', (error) => this.logger.error(`Queue ${queue}: ${error.message}`));
    return worker;
  }
}
