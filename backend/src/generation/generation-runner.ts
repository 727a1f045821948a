import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { GenerationCharges } from '../credits/generation-charges.js';
import { settlementFor } from '../credits/generation-pricing.js';
import { GenerationMetrics } from '../metrics/generation-metrics.js';
import {
  type GeneratedImage,
  type ImageGenerationRequest,
  type ProviderCallOptions,
} from '../provider/generation-request.js';
import { ProviderOutcomeUnknownError } from '../provider/provider.errors.js';
import { RunwareAdapter } from '../provider/runware.adapter.js';
import { type GenerationResult } from './dto/generation-result.js';
import { GenerationReconciliation } from './generation-reconciliation.js';

/**
 * A generation that passed every check and holds its credits: what the provider is sent, and what
 * settling it needs. Plain data, so a queued one travels in its job as it is.
 */
export interface PreparedGeneration {
  id: string;
  userId: string;
  taskUUID: string;
  request: ImageGenerationRequest;
  provider: ProviderCallOptions;
  /** The user's own provider key pays: nothing is charged. */
  ownKey: boolean;
  tierMultiplier: number;
  hold: number;
}

/**
 * The provider half of a generation, the same for a request waiting on it and for a queued one:
 * calls the provider, then settles on the reported cost, refunds a failure, or leaves an outcome
 * the provider did not confirm to reconciliation.
 */
@Injectable()
export class GenerationRunner {
  constructor(
    private readonly config: AppConfig,
    private readonly provider: RunwareAdapter,
    private readonly charges: GenerationCharges,
    private readonly metrics: GenerationMetrics,
    private readonly reconciliation: GenerationReconciliation,
  ) {}

  async run(prepared: PreparedGeneration): Promise<GenerationResult> {
    const started = Date.now();
    let images: GeneratedImage[];
    try {
      images = await this.provider.generateImages(prepared.request, prepared.provider);
    } catch (error) {
      if (error instanceof ProviderOutcomeUnknownError) {
        // The provider may have made (and billed) the images: keep the hold and find out later.
        await this.charges.markUnknown(prepared.id, error.message);
        if (!prepared.ownKey)
          await this.reconciliation.schedule({
            id: prepared.id,
            userId: prepared.userId,
            taskUUID: prepared.taskUUID,
            hold: prepared.hold,
            tierMultiplier: prepared.tierMultiplier,
            endpoint: prepared.provider.endpoint,
            startedAt: started,
          });
        throw error;
      }
      await this.charges.fail({
        id: prepared.id,
        userId: prepared.userId,
        hold: prepared.hold,
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
      images,
      this.config.CREDITS_PER_USD,
      prepared.tierMultiplier,
      prepared.hold,
    );
    const results = images.map(({ imageURL, imageUUID, seed, cost, nsfw }) => ({
      imageURL,
      imageUUID,
      seed,
      cost,
      nsfw,
    }));
    const creditBalance = await this.charges.succeed({
      id: prepared.id,
      userId: prepared.userId,
      hold: prepared.hold,
      charged,
      providerCostUsd: totalCost,
      durationMs,
      images: results,
    });
    this.metrics.recorded('succeeded', totalCost, charged);
    return {
      generationId: prepared.id,
      status: 'succeeded',
      images: results,
      totalCost,
      creditsCharged: charged,
      creditBalance,
      durationMs,
    };
  }
}
