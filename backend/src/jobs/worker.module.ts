import { Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, type DynamicModule, Logger, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { AdminWorkersModule } from '../admin/admin-workers.module.js';
import { type AppConfig } from '../config/app-config.js';
import { GenerationWorkersModule } from '../generation/generation-workers.module.js';
import { MailWorkersModule } from '../mail/mail-workers.module.js';
import { WebhookWorkersModule } from '../webhooks/webhook-workers.module.js';
import { QUEUE_PROCESSORS } from './queue-processors.js';

/**
 * The worker role: BullMQ processors live here, and only here. The api role does not import this
 * module, so scaling api replicas never adds consumers. It registers the processors of
 * QUEUE_PROCESSORS (queue-processors.ts); the feature worker modules provide their classes and
 * what they need: AdminWorkersModule (model import, orphan scan and delete),
 * GenerationWorkersModule (asynchronous generations and reconciliation), MailWorkersModule (mail)
 * and WebhookWorkersModule (webhook deliveries).
 */
@Module({})
export class WorkerModule implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Worker');

  static forRoot(config: AppConfig): DynamicModule {
    // Worker options are read from each processor's decorator metadata, so the configured lock
    // is applied there: a job whose worker dies is handed on once its lock lapses.
    const options = {
      lockDuration: config.JOB_LOCK_DURATION_MS,
      stalledInterval: config.JOB_LOCK_DURATION_MS,
    };
    for (const [queue, processor] of QUEUE_PROCESSORS) Processor(queue, options)(processor);
    return {
      module: WorkerModule,
      imports: [
        DiscoveryModule,
        AdminWorkersModule,
        GenerationWorkersModule,
        MailWorkersModule,
        WebhookWorkersModule,
      ],
    };
  }

  constructor(private readonly discovery: DiscoveryService) {}

  /**
   * On shutdown, before any connection is released: stop taking jobs and let the running ones
   * finish (BullMQ's worker.close() waits for them; a job cut short by the forced exit is handed
   * back to the queue when its lock expires).
   */
  async beforeApplicationShutdown(): Promise<void> {
    const workers = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
      .flatMap((host) => {
        try {
          return [host.worker];
        } catch {
          return []; // never started
        }
      });
    if (workers.length === 0) return;
    this.logger.log(`Closing ${workers.length} queue worker(s); running jobs finish first`);
    await Promise.all(workers.map((worker) => worker.close()));
  }
}
