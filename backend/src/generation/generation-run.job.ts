import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { type Job } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { TaskCharges } from '../credits/task-charges.js';
import {
  ChargedTaskRunner,
  type PreparedGeneration,
  wasRefundedHere,
} from './charged-task-runner.js';
import { GenerationEvents } from './generation-events.js';
import { GenerationLeases, type LeaseTerms } from './generation-leases.js';
import { GenerationQueue } from './generation-queue.js';
import { GenerationReconciliation } from './generation-reconciliation.js';
import { GenerationSlots } from './generation-slots.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { type QueueProcessor } from '../jobs/queue-processors.js';

/** How often a job whose lease is still held asks for it again. */
const TAKE_OVER_POLL_MS = 200;

export type GenerationRunOutcome =
  | 'succeeded'
  | 'failed'
  | 'unknown'
  | 'pending'
  | 'cancelled'
  | 'already-taken'
  | 'finished-elsewhere';

/**
 * The generation-run queue's processor (worker role only): runs a queued generation once. Its
 * outcome is the generation's own (settled, refunded, or left to reconciliation), so the job
 * itself completes either way; a provider refusal is not the queue's failure.
 *
 * A job BullMQ delivers again (its worker died) takes its generation over once the dead worker's
 * lease has expired, and resumes it: the provider is asked by taskUUID when it may have the task
 * (never sent it twice), else called for the first time.
 */
@Injectable()
export class GenerationRunJob implements QueueProcessor {
  private readonly logger = new Logger(GenerationRunJob.name);

  constructor(
    private readonly runner: ChargedTaskRunner,
    private readonly charges: TaskCharges,
    private readonly leases: GenerationLeases,
    private readonly reconciliation: GenerationReconciliation,
    private readonly slots: GenerationSlots,
    private readonly webhooks: WebhooksService,
    private readonly events: GenerationEvents,
    private readonly queue: GenerationQueue,
    private readonly config: AppConfig,
  ) {}

  async process(job: Job<PreparedGeneration>): Promise<GenerationRunOutcome> {
    const prepared = job.data;
    const taken = await this.takeOver(prepared.id, {
      hold: prepared.hold,
      tierMultiplier: prepared.tierMultiplier,
      endpoint: prepared.provider.endpoint,
    });
    if (!taken) {
      // Finished by another process (the sweeper) or cancelled: its slot comes back, once.
      const status = await this.charges.statusOf(prepared.id);
      if (!['pending', 'running'].includes(status ?? ''))
        await this.slots.releaseFor(prepared.userId, prepared.id);
      return status === 'cancelled' ? 'cancelled' : 'already-taken';
    }
    this.events.changed(prepared.userId, prepared.id);
    await this.queue.started(prepared.userId, prepared.id);
    try {
      const outcome = taken.sentAt
        ? await this.resume(prepared, taken.sentAt)
        : await this.run(prepared);
      // An unknown outcome is told once reconciliation learns it.
      if (outcome === 'succeeded' || outcome === 'failed')
        await this.webhooks.generationFinished(prepared.id, prepared.userId);
      return outcome;
    } finally {
      this.leases.done(prepared.id);
      if (!['pending', 'running'].includes((await this.charges.statusOf(prepared.id)) ?? ''))
        await this.slots.releaseFor(prepared.userId, prepared.id);
    }
  }

  /**
   * The lease, taken at once when nobody holds it (or its holder's lease expired), else as soon
   * as it frees: its producer hands it on milliseconds after queueing, while a worker that has
   * just died leaves it held until its lease runs out.
   */
  private async takeOver(id: string, terms: LeaseTerms) {
    // A generation an older release queued comes without a lease: it gets one here.
    const taken = await this.leases.takeOver(id, terms);
    if (taken) return taken;
    const wait = await this.leases.msUntilFree(id);
    if (wait > this.config.GENERATION_LEASE_MS) return null;
    const deadline = Date.now() + wait + TAKE_OVER_POLL_MS;
    while (Date.now() < deadline) {
      await sleep(TAKE_OVER_POLL_MS);
      const now = await this.leases.takeOver(id);
      if (now) return now;
    }
    return null;
  }

  private async run(prepared: PreparedGeneration): Promise<GenerationRunOutcome> {
    try {
      const result = await this.runner.runSettled(prepared);
      return result.settledHere ? 'succeeded' : 'finished-elsewhere';
    } catch (error) {
      const status = await this.charges.statusOf(prepared.id);
      this.logger.log(
        `Queued generation ${prepared.id} ${status}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (status === 'unknown') return 'unknown';
      // Cancelled before the provider call: the cancel returned the hold and told the webhook.
      if (status === 'cancelled') return 'cancelled';
      return wasRefundedHere(error) ? 'failed' : 'finished-elsewhere';
    }
  }

  /** Its previous worker may have sent the task: only asking the provider is safe. */
  private async resume(prepared: PreparedGeneration, sentAt: Date): Promise<GenerationRunOutcome> {
    this.logger.log(`Queued generation ${prepared.id} resumed: asking the provider`);
    const generation = {
      id: prepared.id,
      userId: prepared.userId,
      taskUUID: prepared.taskUUID,
      hold: prepared.hold,
      tierMultiplier: prepared.tierMultiplier,
      endpoint: prepared.provider.endpoint,
      // The task's age counts from its first sending, not from this resume.
      startedAt: new Date(sentAt).getTime(),
    };
    const outcome = await this.reconciliation.reconcile(
      generation,
      this.config.RUNWARE_RECOVERY_MS,
    );
    switch (outcome) {
      case 'settled':
        return 'succeeded';
      case 'refunded':
        return 'failed';
      case 'finished':
        return 'finished-elsewhere';
      case 'pending':
        // Still undecided: reconciliation asks later, as for any unconfirmed outcome.
        await this.charges.markUnknown(prepared.id, 'The provider has not finished this task yet');
        await this.reconciliation.schedule(generation);
        return 'unknown';
    }
  }
}
