import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { type Queue } from 'bullmq';
import { TaskCharges } from '../credits/task-charges.js';
import { QueueName } from '../jobs/queue-name.js';
import { GenerationMetrics } from '../metrics/generation-metrics.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { GenerationLeases, type LeasedGeneration } from './generation-leases.js';
import {
  GenerationReconciliation,
  type ReconciliationOutcome,
} from './generation-reconciliation.js';
import { GenerationSlots } from './generation-slots.js';

/** Most generations one sweep looks at; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/** What one sweep did, per outcome (for its job's result and the log). */
export type SweepSummary = Record<ReconciliationOutcome | 'unsent' | 'queued' | 'claimed', number>;

/** States of a generation-run job that will still run (the job owns its generation). */
const LIVE_JOB_STATES = new Set([
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
]);

/**
 * Finds unfinished generations whose owner stopped renewing their lease (a process that crashed,
 * or stopped before they finished) and finishes each exactly once: refunded unasked when the
 * provider was never sent the task, else settled or refunded on what the provider says by
 * taskUUID. The user's concurrency slot comes back and the webhook fires with it. Runs as a
 * repeatable job of the generation-reconcile queue (worker role), every
 * GENERATION_SWEEP_INTERVAL_MS.
 */
@Injectable()
export class GenerationSweeper {
  private readonly logger = new Logger('GenerationSweeper');

  constructor(
    private readonly leases: GenerationLeases,
    private readonly charges: TaskCharges,
    private readonly reconciliation: GenerationReconciliation,
    private readonly slots: GenerationSlots,
    private readonly webhooks: WebhooksService,
    private readonly metrics: GenerationMetrics,
    @InjectQueue(QueueName.GenerationRun) private readonly runQueue: Queue,
  ) {}

  async sweep(): Promise<SweepSummary> {
    const summary: SweepSummary = {
      settled: 0,
      refunded: 0,
      pending: 0,
      finished: 0,
      unsent: 0,
      queued: 0,
      claimed: 0,
    };
    for (const candidate of await this.leases.expired(SWEEP_BATCH)) {
      const outcome = await this.finish(candidate).catch((error: unknown) => {
        this.logger.warn(`Generation ${candidate.id} not swept: ${(error as Error).message}`);
        return 'pending' as const;
      });
      summary[outcome]++;
    }
    if (summary.settled + summary.refunded + summary.unsent > 0)
      this.logger.log(`Swept generations of stopped processes: ${JSON.stringify(summary)}`);
    // Webhooks owed by generations that ended while Redis was away.
    const requeued = await this.webhooks.requeueStranded();
    if (requeued > 0) this.logger.log(`Queued ${requeued} webhook deliveries Redis had not taken`);
    return summary;
  }

  private async finish(candidate: LeasedGeneration): Promise<keyof SweepSummary> {
    // A queued generation (or one whose job BullMQ delivers again) is its job's to run or resume.
    if (candidate.status !== 'unknown' && (await this.jobWillRun(candidate.id))) return 'queued';
    const generation = await this.leases.claim(candidate.id);
    if (!generation) return 'claimed';
    const outcome = await this.settle(generation);
    if (outcome === 'pending') {
      await this.leases.releaseClaim(generation.id);
      return outcome;
    }
    if (outcome === 'finished') {
      // Finished by another process without its lease going: else it would be polled forever.
      await this.leases.forgetFinished(generation.id);
      return outcome;
    }
    // Its owner died holding the slot; an 'unknown' one gave its slot back when its request ended.
    if (generation.status !== 'unknown')
      await this.slots.releaseFor(generation.userId, generation.id);
    await this.webhooks.generationFinished(generation.id, generation.userId);
    return outcome;
  }

  private async settle(generation: LeasedGeneration): Promise<ReconciliationOutcome | 'unsent'> {
    const base = {
      id: generation.id,
      userId: generation.userId,
      hold: generation.hold,
      durationMs: Date.now() - new Date(generation.createdAt).getTime(),
    };
    if (!generation.sentAt) {
      const refunded = await this.charges.refundUnsent(
        {
          ...base,
          errorCode: 'generationInterrupted',
          errorMessage: 'The generation was interrupted before it reached the provider',
        },
        this.leases.owner,
      );
      if (refunded) this.metrics.recorded('failed', 0, 0);
      // Not refunded: its lease says it was sent after all (checked under the row lock); ask next time.
      return refunded ? 'unsent' : 'pending';
    }
    if (generation.ownKey) {
      // The user's own key was never kept, so the provider cannot be asked; nothing was held.
      const refunded = await this.charges.fail({
        ...base,
        errorCode: 'generationInterrupted',
        errorMessage: 'The generation was interrupted; its outcome could not be learned',
      });
      return refunded ? 'refunded' : 'finished';
    }
    return this.reconciliation.reconcile({
      id: generation.id,
      userId: generation.userId,
      taskUUID: generation.taskUUID,
      hold: generation.hold,
      tierMultiplier: generation.tierMultiplier,
      endpoint: generation.endpoint ?? undefined,
      startedAt: new Date(generation.sentAt).getTime(),
    });
  }

  private async jobWillRun(generationId: string): Promise<boolean> {
    const job = await this.runQueue.getJob(generationId);
    return job ? LIVE_JOB_STATES.has(await job.getState()) : false;
  }
}
