import { Injectable, Logger } from '@nestjs/common';
import { type Job } from 'bullmq';
import { GenerationCharges } from '../credits/generation-charges.js';
import { GenerationRunner, type PreparedGeneration } from './generation-runner.js';
import { GenerationSlots } from './generation-slots.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { type QueueProcessor } from '../jobs/queue-processors.js';

export type GenerationRunOutcome = 'succeeded' | 'failed' | 'unknown' | 'already-taken';

/**
 * The generation-run queue's processor (worker role only): runs a queued generation once. Its
 * outcome is the generation's own (settled, refunded, or left to reconciliation), so the job
 * itself completes either way; a provider refusal is not the queue's failure.
 */
@Injectable()
export class GenerationRunJob implements QueueProcessor {
  private readonly logger = new Logger(GenerationRunJob.name);

  constructor(
    private readonly runner: GenerationRunner,
    private readonly charges: GenerationCharges,
    private readonly slots: GenerationSlots,
    private readonly webhooks: WebhooksService,
  ) {}

  async process(job: Job<PreparedGeneration>): Promise<GenerationRunOutcome> {
    const prepared = job.data;
    try {
      if (!(await this.charges.markRunning(prepared.id))) return 'already-taken';
      let outcome: GenerationRunOutcome = 'succeeded';
      try {
        await this.runner.run(prepared);
      } catch (error) {
        outcome = (await this.charges.statusOf(prepared.id)) === 'unknown' ? 'unknown' : 'failed';
        this.logger.log(
          `Queued generation ${prepared.id} ${outcome}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      // An unknown outcome is told once reconciliation learns it.
      if (outcome !== 'unknown')
        await this.webhooks.generationFinished(prepared.id, prepared.userId);
      return outcome;
    } finally {
      await this.slots.release(prepared.userId);
    }
  }
}
