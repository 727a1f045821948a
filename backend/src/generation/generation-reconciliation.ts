import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { type Queue } from 'bullmq';
import { AppConfig } from '../config/app-config.js';
import { GenerationCharges } from '../credits/generation-charges.js';
import { settlementFor } from '../credits/generation-pricing.js';
import { QueueName } from '../jobs/queue-name.js';
import { GenerationMetrics } from '../metrics/generation-metrics.js';
import { RunwareAdapter } from '../provider/runware.adapter.js';

/** What the reconciliation needs of a generation whose outcome stayed unknown. */
export interface UnknownGeneration {
  id: string;
  userId: string;
  taskUUID: string;
  hold: number;
  tierMultiplier: number;
  /** The provider endpoint the generation used, when it was not the operator's default. */
  endpoint?: string;
  startedAt: number;
}

export type ReconciliationOutcome = 'settled' | 'refunded' | 'pending';

/**
 * Settles or refunds generations the provider may have run without confirming (status 'unknown',
 * hold kept): a BullMQ job asks the provider by taskUUID, later and again, until it knows.
 * After the last attempt the generation stays 'unknown' for administrators to see.
 */
@Injectable()
export class GenerationReconciliation {
  private readonly logger = new Logger('GenerationReconciliation');

  constructor(
    @InjectQueue(QueueName.GenerationReconcile) private readonly queue: Queue<UnknownGeneration>,
    private readonly config: AppConfig,
    private readonly provider: RunwareAdapter,
    private readonly charges: GenerationCharges,
    private readonly metrics: GenerationMetrics,
  ) {}

  async schedule(generation: UnknownGeneration): Promise<void> {
    // Its delay, attempts and backoff are the queue's (queue-registry.ts).
    await this.queue.add('reconcile', generation, { jobId: `reconcile-${generation.id}` });
  }

  /** One look at the provider; 'pending' means ask again later. */
  async reconcile(generation: UnknownGeneration): Promise<ReconciliationOutcome> {
    const found = await this.provider.recover(
      generation.taskUUID,
      { endpoint: generation.endpoint },
      0,
    );
    const durationMs = Date.now() - generation.startedAt;
    switch (found.kind) {
      case 'pending':
        return 'pending';
      case 'succeeded': {
        const { providerCostUsd, charged } = settlementFor(
          [...found.images, ...found.texts],
          this.config.CREDITS_PER_USD,
          generation.tierMultiplier,
          generation.hold,
        );
        await this.charges.succeed({
          id: generation.id,
          userId: generation.userId,
          hold: generation.hold,
          charged,
          providerCostUsd,
          durationMs,
          images: found.images,
          texts: found.texts.map(({ text }) => text),
        });
        this.metrics.recorded('succeeded', providerCostUsd, charged);
        this.logger.log(`Generation ${generation.id} settled after reconciliation`);
        return 'settled';
      }
      case 'failed':
      case 'not-accepted': {
        const error =
          found.kind === 'failed'
            ? { code: found.error.code, message: found.error.message }
            : { code: 'taskNotAccepted', message: 'The provider never accepted this task' };
        await this.charges.fail({
          id: generation.id,
          userId: generation.userId,
          hold: generation.hold,
          durationMs,
          errorCode: error.code,
          errorMessage: error.message,
        });
        this.metrics.recorded('failed', 0, 0);
        this.logger.log(`Generation ${generation.id} refunded after reconciliation`);
        return 'refunded';
      }
    }
  }
}
