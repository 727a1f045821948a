import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { TaskCharges } from '../credits/task-charges.js';
import { settlementFor } from '../credits/generation-pricing.js';
import {
  ImagePriceBook,
  type ImagePriceKey,
  type LearnedRate,
} from '../credits/image-price-book.js';
import { GenerationMetrics } from '../metrics/generation-metrics.js';
import {
  type ImageGenerationRequest,
  type ProviderCallOptions,
  type TaskOutput,
} from '../provider/generation-request.js';
import {
  ProviderOutcomeUnknownError,
  ProviderUnavailableError,
} from '../provider/provider.errors.js';
import { RunwareAdapter } from '../provider/runware.adapter.js';
import { ConflictError } from '../common/errors/domain-errors.js';
import { type GenerationResult } from './dto/generation-result.js';
import { GenerationLeases } from './generation-leases.js';
import { GenerationReconciliation } from './generation-reconciliation.js';
import { UploadedImages } from './uploaded-images.js';

/** A provider task that holds its credits: enough to settle it, refund it or reconcile it. */
export interface ChargedTask {
  id: string;
  userId: string;
  taskUUID: string;
  provider: ProviderCallOptions;
  /** The user's own provider key pays: nothing is charged. */
  ownKey: boolean;
  tierMultiplier: number;
  hold: number;
}

/**
 * A generation that passed every check and holds its credits: what the provider is sent, and what
 * settling it needs. Plain data, so a queued one travels in its job as it is.
 */
export interface PreparedGeneration extends ChargedTask {
  request: ImageGenerationRequest;
  /** What the price book learns the settled cost under; absent on jobs queued before it. */
  priceKey?: Omit<ImagePriceKey, 'architectureCode'>;
  /** That key's learned rate as the estimate read it, when it had one (see ImagePriceBook.learn). */
  learnedRate?: LearnedRate;
}

/** A charged task once the provider answered and its cost was settled. */
export interface SettledTask extends TaskOutput {
  /** USD, as the provider reported it. */
  totalCost: number;
  creditsCharged: number;
  creditBalance: number;
  durationMs: number;
  /** False when another process (the sweeper) had already finished it: nothing moved here. */
  settledHere: boolean;
}

/** Failures after which this call refunded the generation (and no other process had). */
const refundedHere = new WeakSet<object>();

/** Whether the failure `runCharged` threw came with this call's own refund. */
export function wasRefundedHere(error: unknown): boolean {
  return typeof error === 'object' && error !== null && refundedHere.has(error);
}

/**
 * The lease was lost before the provider was called (this process stalled past it): the sweeper
 * refunded the generation and nothing was sent. A 503 with providerUnavailable: try again.
 */
export class GenerationTakenOverError extends ProviderUnavailableError {
  constructor() {
    super('The generation was interrupted and its credits were given back. Please try again.');
  }
}

/**
 * Its owner cancelled the generation before the provider was sent it: nothing was sent and the
 * cancel returned its hold. What a synchronous request waiting on it answers.
 */
export class GenerationCancelledError extends ConflictError {
  constructor() {
    super(
      'The generation was cancelled before it reached the provider; its credits were given back',
    );
  }
}

/** The answer for a settled task that made images: a generation or an image tool. */
export function succeededResult(generationId: string, settled: SettledTask): GenerationResult {
  return {
    generationId,
    status: 'succeeded',
    images: settled.images,
    totalCost: settled.totalCost,
    creditsCharged: settled.creditsCharged,
    creditBalance: settled.creditBalance,
    durationMs: settled.durationMs,
  };
}

/**
 * The provider half of every charged task, the same for a generation waited on, a queued one and
 * a creator tool: calls the provider, then settles on the reported cost, refunds a failure, or
 * leaves an outcome the provider did not confirm to reconciliation.
 */
@Injectable()
export class ChargedTaskRunner {
  constructor(
    private readonly config: AppConfig,
    private readonly provider: RunwareAdapter,
    private readonly charges: TaskCharges,
    private readonly metrics: GenerationMetrics,
    private readonly reconciliation: GenerationReconciliation,
    private readonly uploads: UploadedImages,
    private readonly leases: GenerationLeases,
    private readonly prices: ImagePriceBook,
  ) {}

  async run(prepared: PreparedGeneration): Promise<GenerationResult> {
    return succeededResult(prepared.id, await this.runSettled(prepared));
  }

  /** `run`, answering the settled task itself (whether this call settled it included). */
  async runSettled(prepared: PreparedGeneration): Promise<SettledTask> {
    const { request, userId } = prepared;
    // A saved creation's upload the provider no longer has: the next generation uploads again.
    const settled = await this.runCharged(prepared, async () => ({
      images: await this.uploads.forgettingRefused(
        userId,
        [request.seedImage, request.maskImage],
        () => this.provider.generateImages(request, prepared.provider),
      ),
      texts: [],
    }));
    // The next estimate of this model and size is what the provider just reported.
    if (prepared.priceKey)
      await this.prices.learnQuietly(
        prepared.priceKey,
        settled.images.map((image) => image.cost),
        prepared.learnedRate,
      );
    return settled;
  }

  /**
   * Calls the provider for a task whose hold is taken, and settles, refunds or reconciles it. The
   * lease is renewed by this process's heartbeat meanwhile; the provider is called only after the
   * lease records it, so the sweeper knows whether to ask the provider or refund unasked.
   */
  async runCharged(
    task: ChargedTask,
    call: () => Promise<TaskOutput>,
    /** Free work before the paid call (an upload): a failure refunds; it is not marked sent. */
    prepare?: () => Promise<void>,
  ): Promise<SettledTask> {
    this.leases.working(task.id);
    try {
      return await this.callAndSettle(task, async () => {
        await prepare?.();
        if (
          !(await this.leases.markSending(task.id, {
            tierMultiplier: task.tierMultiplier,
            endpoint: task.provider.endpoint,
          }))
        )
          // The lease is gone: its owner cancelled it, or the sweeper took it over.
          throw (await this.charges.statusOf(task.id)) === 'cancelled'
            ? new GenerationCancelledError()
            : new GenerationTakenOverError();
        return call();
      });
    } finally {
      this.leases.done(task.id);
    }
  }

  private async callAndSettle(
    task: ChargedTask,
    call: () => Promise<TaskOutput>,
  ): Promise<SettledTask> {
    const started = Date.now();
    let output: TaskOutput;
    try {
      output = await call();
    } catch (error) {
      // The sweeper owns it now and finishes it, or its cancel already returned the hold.
      if (error instanceof GenerationTakenOverError || error instanceof GenerationCancelledError)
        throw error;
      if (error instanceof ProviderOutcomeUnknownError) {
        // The provider may have made (and billed) the output: keep the hold and find out later.
        await this.charges.markUnknown(task.id, error.message);
        // Best effort: the sweeper finds every 'unknown' generation anyway, and the caller must
        // hear that the outcome is unknown (credits held), not that Redis was away.
        if (!task.ownKey)
          await this.reconciliation
            .schedule({
              id: task.id,
              userId: task.userId,
              taskUUID: task.taskUUID,
              hold: task.hold,
              tierMultiplier: task.tierMultiplier,
              endpoint: task.provider.endpoint,
              startedAt: started,
            })
            .catch((scheduling: unknown) =>
              new Logger('ChargedTaskRunner').warn(
                `Generation ${task.id}: reconciliation not queued, left to the sweeper (${String(scheduling)})`,
              ),
            );
        throw error;
      }
      const refunded = await this.charges.fail({
        id: task.id,
        userId: task.userId,
        hold: task.hold,
        durationMs: Date.now() - started,
        errorCode: (error as { code?: string }).code ?? 'error',
        errorMessage: error instanceof Error ? error.message.slice(0, 2000) : String(error),
      });
      if (refunded) {
        this.metrics.recorded('failed', 0, 0);
        if (typeof error === 'object' && error !== null) refundedHere.add(error);
      }
      throw error;
    }
    const durationMs = Date.now() - started;
    // Charged on the reported cost, never more than was held.
    const { providerCostUsd: totalCost, charged } = settlementFor(
      [...output.images, ...output.texts],
      this.config.CREDITS_PER_USD,
      task.tierMultiplier,
      task.hold,
    );
    const images = output.images.map(({ imageURL, imageUUID, seed, cost, nsfw }) => ({
      imageURL,
      imageUUID,
      seed,
      cost,
      nsfw,
    }));
    const { creditBalance, settled: settledHere } = await this.charges.succeed({
      id: task.id,
      userId: task.userId,
      hold: task.hold,
      charged,
      providerCostUsd: totalCost,
      durationMs,
      images,
      texts: output.texts.map(({ text }) => text),
    });
    if (settledHere) this.metrics.recorded('succeeded', totalCost, charged);
    return {
      images,
      texts: output.texts,
      totalCost,
      creditsCharged: charged,
      creditBalance,
      durationMs,
      settledHere,
    };
  }
}
