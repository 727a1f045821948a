import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type Job, type Queue } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { QueueName } from '../jobs/queue-name.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import {
  GenerationReconciliation,
  type ReconciliationOutcome,
  type UnknownGeneration,
} from './generation-reconciliation.js';
import { GenerationSweeper, type SweepSummary } from './generation-sweeper.js';
import { type QueueProcessor } from '../jobs/queue-processors.js';

/** The repeatable job of the generation-reconcile queue that runs GenerationSweeper. */
export const SWEEP_JOB = 'sweep';

/**
 * The generation-reconcile queue's processor (worker role only): reconciles one generation whose
 * outcome stayed unknown, or (the repeatable `sweep` job) sweeps generations whose owner died.
 */
@Injectable()
export class GenerationReconcileJob implements QueueProcessor, OnApplicationBootstrap {
  private readonly logger = new Logger('GenerationReconcileJob');

  constructor(
    private readonly reconciliation: GenerationReconciliation,
    private readonly sweeper: GenerationSweeper,
    private readonly webhooks: WebhooksService,
    private readonly config: AppConfig,
    @InjectQueue(QueueName.GenerationReconcile) private readonly queue: Queue,
  ) {}

  /**
   * Every worker upserts the same scheduler: one sweep per interval however many workers run.
   * Not awaited at start-up (BullMQ waits for Redis, which may be away), and upserted again
   * whenever the queue's connection is ready, should Redis have lost its keys meanwhile.
   */
  onApplicationBootstrap(): void {
    this.queue.getBackend().on('ready', () => void this.scheduleSweeps());
    void this.scheduleSweeps();
  }

  private async scheduleSweeps(): Promise<void> {
    try {
      await this.queue.upsertJobScheduler(
        SWEEP_JOB,
        { every: this.config.GENERATION_SWEEP_INTERVAL_MS },
        {
          name: SWEEP_JOB,
          // The next sweep comes soon anyway: no retries, no history kept.
          opts: { attempts: 1, removeOnComplete: true, removeOnFail: { count: 100 } },
        },
      );
    } catch (error) {
      this.logger.warn(`Generation sweeps not scheduled: ${(error as Error).message}`);
    }
  }

  async process(job: Job): Promise<ReconciliationOutcome | SweepSummary> {
    if (job.name === SWEEP_JOB) return this.sweeper.sweep();
    const generation = job.data as UnknownGeneration;
    const outcome = await this.reconciliation.reconcile(generation);
    // Still unknown: failing the attempt makes BullMQ ask again after its backoff.
    if (outcome === 'pending') throw new Error('The provider has not answered for this task yet');
    // Finished by another process (the sweeper), which told the webhook.
    if (outcome !== 'finished')
      await this.webhooks.generationFinished(generation.id, generation.userId);
    return outcome;
  }
}
