import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { GenerationCharges } from '../credits/generation-charges.js';
import { settlementFor } from '../credits/generation-pricing.js';
import { GenerationMetrics } from '../metrics/generation-metrics.js';
import {
  type ImageGenerationRequest,
  type ProviderCallOptions,
  type TaskOutput,
} from '../provider/generation-request.js';
import { ProviderOutcomeUnknownError } from '../provider/provider.errors.js';
import { RunwareAdapter } from '../provider/runware.adapter.js';
import { type GenerationResult } from './dto/generation-result.js';
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
}

/** A charged task once the provider answered and its cost was settled. */
export interface SettledTask extends TaskOutput {
  /** USD, as the provider reported it. */
  totalCost: number;
  creditsCharged: number;
  creditBalance: number;
  durationMs: number;
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
export class GenerationRunner {
  constructor(
    private readonly config: AppConfig,
    private readonly provider: RunwareAdapter,
    private readonly charges: GenerationCharges,
    private readonly metrics: GenerationMetrics,
    private readonly reconciliation: GenerationReconciliation,
    private readonly uploads: UploadedImages,
  ) {}

  async run(prepared: PreparedGeneration): Promise<GenerationResult> {
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
    return succeededResult(prepared.id, settled);
  }

  /** Calls the provider for a task whose hold is taken, and settles, refunds or reconciles it. */
  async runCharged(task: ChargedTask, call: () => Promise<TaskOutput>): Promise<SettledTask> {
    const started = Date.now();
    let output: TaskOutput;
    try {
      output = await call();
    } catch (error) {
      if (error instanceof ProviderOutcomeUnknownError) {
        // The provider may have made (and billed) the output: keep the hold and find out later.
        await this.charges.markUnknown(task.id, error.message);
        if (!task.ownKey)
          await this.reconciliation.schedule({
            id: task.id,
            userId: task.userId,
            taskUUID: task.taskUUID,
            hold: task.hold,
            tierMultiplier: task.tierMultiplier,
            endpoint: task.provider.endpoint,
            startedAt: started,
          });
        throw error;
      }
      await this.charges.fail({
        id: task.id,
        userId: task.userId,
        hold: task.hold,
        durationMs: Date.now() - started,
        errorCode: (error as { code?: string }).code ?? 'error',
        errorMessage: error instanceof Error ? error.message.slice(0, 2000) : String(error),
      });
      this.metrics.recorded('failed', 0, 0);
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
    const creditBalance = await this.charges.succeed({
      id: task.id,
      userId: task.userId,
      hold: task.hold,
      charged,
      providerCostUsd: totalCost,
      durationMs,
      images,
      texts: output.texts.map(({ text }) => text),
    });
    this.metrics.recorded('succeeded', totalCost, charged);
    return {
      images,
      texts: output.texts,
      totalCost,
      creditsCharged: charged,
      creditBalance,
      durationMs,
    };
  }
}
