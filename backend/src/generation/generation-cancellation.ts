import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { type Queue } from 'bullmq';
import { ConflictError, NotFoundError } from '../common/errors/domain-errors.js';
import { TaskCharges } from '../credits/task-charges.js';
import { QueueName } from '../jobs/queue-name.js';
import { WebhooksService } from '../webhooks/webhooks.service.js';
import { FINISHED_GENERATION_STATUSES } from './dto/generation-enums.js';
import { type Generation } from './entities/generation.entity.js';
import { GenerationService } from './generation.service.js';
import { GenerationQueue } from './generation-queue.js';
import { GenerationSlots } from './generation-slots.js';

/** States in which a generation-run job has not been picked up by a worker yet. */
const WAITING_JOB_STATES = new Set(['waiting', 'delayed', 'prioritized', 'waiting-children']);

/**
 * A user cancels one of their generations. Until the provider is sent it (the lease's sent_at),
 * it ends at once: status cancelled, the whole hold returned, its queued job removed, its slot
 * given back and its webhooks told. Once sent, the provider cannot stop it (Runware has no
 * cancel): it is only marked as cancel requested and settles as it ends. TaskCharges.cancel
 * decides which, in one statement that races safely with a worker about to send it.
 */
@Injectable()
export class GenerationCancellation {
  private readonly logger = new Logger('GenerationCancellation');

  constructor(
    private readonly generations: GenerationService,
    private readonly charges: TaskCharges,
    private readonly slots: GenerationSlots,
    private readonly webhooks: WebhooksService,
    @InjectQueue(QueueName.GenerationRun) private readonly runQueue: Queue,
    private readonly queue: GenerationQueue,
  ) {}

  /**
   * The caller's generation after cancelling it. Another user's id answers as an unknown one;
   * cancelling a cancelled one answers it again; a finished one is a conflict.
   */
  async cancel(userId: string, id: string): Promise<Generation> {
    const before = await this.generations.one(userId, id);
    if (!before) throw new NotFoundError('Generation not found');
    if (before.status === 'cancelled') return before;
    assertUnfinished(before);
    if ((await this.charges.cancel(id, userId)) === 'cancelled') await this.ended(userId, id);
    const after = await this.generations.one(userId, id);
    if (!after) throw new NotFoundError('Generation not found');
    // It finished while this call looked at it: the outcome stands.
    if (after.status !== 'cancelled') assertUnfinished(after);
    return after;
  }

  /** What a cancelled generation still owes: no job left to run it, its slot, its webhooks. */
  private async ended(userId: string, id: string): Promise<void> {
    await this.removeWaitingJob(id);
    await this.queue.moved();
    await this.slots.releaseFor(userId, id);
    await this.webhooks.generationFinished(id, userId);
  }

  /**
   * A job still waiting is removed. An active one stays: its worker finds no lease to take or to
   * mark sent, so it stops without calling the provider.
   */
  private async removeWaitingJob(id: string): Promise<void> {
    try {
      const job = await this.runQueue.getJob(id);
      if (job && WAITING_JOB_STATES.has(await job.getState())) await job.remove();
    } catch (error) {
      // Taken up meanwhile (a locked job cannot be removed), or Redis is away: the job, should
      // it run, finds the generation cancelled and stops.
      this.logger.warn(`Job of cancelled generation ${id} not removed: ${String(error)}`);
    }
  }
}

function assertUnfinished(generation: Generation): void {
  if (FINISHED_GENERATION_STATUSES.includes(generation.status))
    throw new ConflictError(
      `This generation has already finished (${generation.status}): there is nothing to cancel`,
    );
}
