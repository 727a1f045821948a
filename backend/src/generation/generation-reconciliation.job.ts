import { Injectable } from '@nestjs/common';
import { type Job } from 'bullmq';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import {
  GenerationReconciliation,
  type ReconciliationOutcome,
  type UnknownGeneration,
} from './generation-reconciliation.js';
import { type QueueProcessor } from '../jobs/queue-processors.js';

/** The generation-reconcile queue's processor (worker role only). */
@Injectable()
export class GenerationReconcileJob implements QueueProcessor {
  constructor(
    private readonly reconciliation: GenerationReconciliation,
    private readonly webhooks: WebhooksService,
  ) {}

  async process(job: Job<UnknownGeneration>): Promise<ReconciliationOutcome> {
    const outcome = await this.reconciliation.reconcile(job.data);
    // Still unknown: failing the attempt makes BullMQ ask again after its backoff.
    if (outcome === 'pending') throw new Error('The provider has not answered for this task yet');
    await this.webhooks.generationFinished(job.data.id, job.data.userId);
    return outcome;
  }
}
