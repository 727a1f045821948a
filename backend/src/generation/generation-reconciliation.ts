import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { TaskCharges } from '../credits/task-charges.js';
import { settlementFor } from '../credits/generation-pricing.js';
import { ImagePriceBook } from '../credits/image-price-book.js';
import { sqlPool } from '../database/sql-pool.js';
import { QueueName } from '../jobs/queue-name.js';
import { GenerationMetrics } from '../metrics/generation-metrics.js';
import { type GeneratedImage } from '../provider/generation-request.js';
import { RunwareAdapter, type TaskRecovery } from '../provider/runware.adapter.js';
import { priceKeyOf } from './refinements.js';

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

/**
 * settled/refunded: this call finished the generation; pending: ask again later; finished:
 * another process had already finished it, so nothing moved here.
 */
export type ReconciliationOutcome = 'settled' | 'refunded' | 'pending' | 'finished';

/**
 * Settles or refunds generations the provider may have run without confirming (status 'unknown',
 * hold kept): a BullMQ job asks the provider by taskUUID, later and again, until it knows.
 * Should its attempts run out first, the sweeper (GenerationSweeper) asks at every sweep until
 * the provider answers or the task's lifetime is over, when it is refunded.
 */
@Injectable()
export class GenerationReconciliation {
  private readonly logger = new Logger('GenerationReconciliation');

  constructor(
    @InjectQueue(QueueName.GenerationReconcile) private readonly queue: Queue<UnknownGeneration>,
    private readonly config: AppConfig,
    private readonly provider: RunwareAdapter,
    private readonly charges: TaskCharges,
    private readonly metrics: GenerationMetrics,
    private readonly prices: ImagePriceBook,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async schedule(generation: UnknownGeneration): Promise<void> {
    // Its delay, attempts and backoff are the queue's (queue-registry.ts).
    await this.queue.add('reconcile', generation, { jobId: `reconcile-${generation.id}` });
  }

  /**
   * Asks the provider by taskUUID (once, or polling up to `withinMs`) and settles or refunds on
   * its answer; 'pending' means ask again later.
   */
  async reconcile(generation: UnknownGeneration, withinMs = 0): Promise<ReconciliationOutcome> {
    const found = await this.provider.recover(
      generation.taskUUID,
      { endpoint: generation.endpoint },
      withinMs,
    );
    return this.settleOn(generation, found);
  }

  /** Settles or refunds on what the provider said, exactly once whoever else tries. */
  async settleOn(
    generation: UnknownGeneration,
    found: TaskRecovery,
  ): Promise<ReconciliationOutcome> {
    const durationMs = Date.now() - generation.startedAt;
    // Not found is no proof the task was never accepted while it may still be running; once it
    // would have ended (RUNWARE_TASK_LIFETIME_MS), it is.
    const neverAccepted =
      found.kind === 'not-found' && durationMs >= this.config.RUNWARE_TASK_LIFETIME_MS;
    if (found.kind === 'pending' || (found.kind === 'not-found' && !neverAccepted))
      return 'pending';
    switch (found.kind) {
      case 'succeeded': {
        const { providerCostUsd, charged } = settlementFor(
          [...found.images, ...found.texts],
          this.config.CREDITS_PER_USD,
          generation.tierMultiplier,
          generation.hold,
        );
        const { settled } = await this.charges.succeed({
          id: generation.id,
          userId: generation.userId,
          hold: generation.hold,
          charged,
          providerCostUsd,
          durationMs,
          images: found.images,
          texts: found.texts.map(({ text }) => text),
        });
        if (!settled) return 'finished';
        // Best effort: a price not learned leaves the last one in place.
        await this.learnPrice(generation.id, found.images).catch((error: unknown) =>
          this.logger.warn(`Price of ${generation.id} not learned: ${String(error)}`),
        );
        this.metrics.recorded('succeeded', providerCostUsd, charged);
        this.logger.log(`Generation ${generation.id} settled after reconciliation`);
        return 'settled';
      }
      case 'failed':
      case 'not-found': {
        const error =
          found.kind === 'failed'
            ? { code: found.error.code, message: found.error.message }
            : { code: 'taskNotAccepted', message: 'The provider never received this task' };
        const refunded = await this.charges.fail({
          id: generation.id,
          userId: generation.userId,
          hold: generation.hold,
          durationMs,
          errorCode: error.code,
          errorMessage: error.message,
        });
        if (!refunded) return 'finished';
        this.metrics.recorded('failed', 0, 0);
        this.logger.log(`Generation ${generation.id} refunded after reconciliation`);
        return 'refunded';
      }
    }
  }

  /**
   * A generation settled here teaches its price as one its runner settled does: its price key is
   * read back from what was asked (model, size, steps, refinements). Tool runs teach nothing.
   */
  private async learnPrice(id: string, images: GeneratedImage[]): Promise<void> {
    const { rows } = await sqlPool(this.dataSource).query<{
      modelAir: string;
      parameters: Parameters<typeof priceKeyOf>[1];
      defaultSteps: number | null;
    }>({
      name: 'generationReconciliation.priceKey',
      text: `SELECT g.model_air AS "modelAir", g.parameters, m.default_steps AS "defaultSteps"
             FROM generations g LEFT JOIN models m ON m.civitai_air = g.model_air
             WHERE g.id = $1::uuid AND g.task_type = 'imageInference'`,
      values: [id],
    });
    const [asked] = rows;
    if (!asked?.parameters?.width || !asked.parameters.height) return;
    const key = priceKeyOf(
      { air: asked.modelAir, architectureCode: null, defaultSteps: asked.defaultSteps },
      asked.parameters,
    );
    await this.prices.learnQuietly(
      key,
      images.map((image) => image.cost),
    );
  }
}
