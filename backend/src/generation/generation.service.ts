import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../common/errors/postgres-errors.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccessLevelsService } from '../auth/access-levels.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import {
  ConflictError,
  NotFoundError,
  ValidationFailedError,
} from '../common/errors/domain-errors.js';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor.js';
import { isUuid } from '../common/validation/uuid.js';
import { AppConfig } from '../config/app-config.js';
import { InsufficientCreditsError } from '../credits/credit-errors.js';
import { roundCredits } from '../credits/credit-amount.js';
import { CreditsService } from '../credits/credits.service.js';
import { GenerationCharges } from '../credits/generation-charges.js';
import { type ModelSlot, UnknownModelError } from './unknown-model.error.js';
import {
  creditsFor,
  estimateProviderCostUsd,
  settlementFor,
} from '../credits/generation-pricing.js';
import { GenerationMetrics } from '../metrics/generation-metrics.js';
import { PlatformSettingsService } from '../platform-settings/platform-settings.service.js';
import { type GeneratedImage } from '../provider/generation-request.js';
import { ProviderOutcomeUnknownError } from '../provider/provider.errors.js';
import { RunwareAdapter } from '../provider/runware.adapter.js';
import { assertWithinArchitectureLimits } from './architecture-limits.js';
import { GenerationReconciliation } from './generation-reconciliation.js';
import { type GenerateImagesInput } from './dto/generate-images.input.js';
import { type GenerationPage } from './dto/generation-page.js';
import { type GenerationEstimate } from './dto/generation-estimate.js';
import { type GenerationResult } from './dto/generation-result.js';
import { Generation } from './entities/generation.entity.js';
import { effectiveNegativePrompt, parametersForHistory } from './generation-parameters.js';

/** The generation being run: enough to settle or refund it. */
interface StartedGeneration {
  id: string;
  userId: string;
}

/**
 * A prompt in, images out, charged per use: checks the request, holds an estimate of credits,
 * calls the provider through the adapter, then settles on the reported cost (or refunds all).
 */
@Injectable()
export class GenerationService {
  /** Origins a user's own endpoint may use: the operator's allow-list plus its own provider URL. */
  private readonly allowedOrigins: Set<string>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly accessLevels: AccessLevelsService,
    private readonly credits: CreditsService,
    private readonly provider: RunwareAdapter,
    private readonly charges: GenerationCharges,
    private readonly metrics: GenerationMetrics,
    private readonly platformSettings: PlatformSettingsService,
    private readonly reconciliation: GenerationReconciliation,
  ) {
    this.allowedOrigins = new Set(
      [...config.PROVIDER_ENDPOINT_ALLOWLIST.split(','), config.RUNWARE_API_URL]
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => new URL(entry).origin),
    );
  }

  async generate(caller: AuthenticatedUser, input: GenerateImagesInput): Promise<GenerationResult> {
    await this.platformSettings.assertGenerationsOpen();
    const { model, negative, endpoint, ownKey, multiplier, hold } = await this.checked(
      caller,
      input,
    );
    const taskUUID = input.taskUUID ?? randomUUID();

    const generation = await this.start(caller, input, model.name, taskUUID, hold, !ownKey);
    const started = Date.now();
    let images: GeneratedImage[];
    try {
      images = await this.provider.generateImages(
        {
          taskUUID,
          model: model.civitAIR,
          positivePrompt: input.prompt.trim(),
          negativePrompt: negative.value,
          width: input.width,
          height: input.height,
          format: input.format,
          numberResults: input.imageCount,
          scheduler: input.scheduler,
          steps: input.steps,
          cfgScale: input.cfgScale,
          seed: input.seed ?? undefined,
          promptWeighting: input.promptWeighting,
          clipSkip: input.clipSkip,
          seedImage: input.seedImage,
          maskImage: input.maskImage,
          loras: input.loras,
          controlNets: input.controlNets,
          ipAdapters: input.ipAdapters,
          vae: input.vae ?? undefined,
          checkNsfw: input.checkNsfw,
        },
        { apiKey: input.providerApiKey, endpoint },
      );
    } catch (error) {
      if (error instanceof ProviderOutcomeUnknownError) {
        // The provider may have made (and billed) the images: keep the hold and find out later.
        await this.charges.markUnknown(generation.id, error.message);
        if (!ownKey)
          await this.reconciliation.schedule({
            ...generation,
            taskUUID,
            hold,
            tierMultiplier: multiplier,
            endpoint,
            startedAt: started,
          });
        throw error;
      }
      await this.fail(generation, hold, Date.now() - started, error);
      this.metrics.recorded('failed', 0, 0);
      throw error;
    }
    const durationMs = Date.now() - started;
    // Charged on the reported cost, never more than was held.
    const { providerCostUsd: totalCost, charged } = settlementFor(
      images,
      this.config.CREDITS_PER_USD,
      multiplier,
      hold,
    );
    const results = images.map(({ imageURL, imageUUID, seed, cost, nsfw }) => ({
      imageURL,
      imageUUID,
      seed,
      cost,
      nsfw,
    }));
    const creditBalance = await this.charges.succeed({
      ...generation,
      hold,
      charged,
      providerCostUsd: totalCost,
      durationMs,
      images: results,
    });
    this.metrics.recorded('succeeded', totalCost, charged);
    return {
      generationId: generation.id,
      images: results,
      totalCost,
      creditsCharged: charged,
      creditBalance,
      durationMs,
    };
  }

  /** The caller's generations, newest first, by keyset cursor (served by the user+created index). */
  async history(userId: string, first: number, after?: string): Promise<GenerationPage> {
    const query = this.dataSource
      .getRepository(Generation)
      .createQueryBuilder('generation')
      .where('generation.userId = :userId', { userId })
      .orderBy('generation.createdAt', 'DESC')
      .addOrderBy('generation.id', 'DESC')
      .take(first + 1);
    if (after) {
      const position = decodeCursor(after);
      query.andWhere('(generation.createdAt, generation.id) < (:createdAt, :id)', position);
    }
    const rows = await query.getMany();
    const items = rows.slice(0, first);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > first && last ? encodeCursor(last) : null };
  }

  /** One of the caller's generations, or null (another user's id answers the same as none). */
  async one(userId: string, id: string): Promise<Generation | null> {
    if (!isUuid(id)) return null;
    return this.dataSource.getRepository(Generation).findOne({ where: { id, userId } });
  }

  /** What a request would hold, checked exactly as a generation is, without calling the provider. */
  async estimate(
    caller: AuthenticatedUser,
    input: GenerateImagesInput,
  ): Promise<GenerationEstimate> {
    const { hold, estimateUsd } = await this.checked(caller, input);
    const creditBalance = await this.credits.balance(caller.user.id);
    return {
      credits: hold,
      providerCostUsd: estimateUsd,
      creditBalance,
      affordable: creditBalance >= hold,
    };
  }

  /**
   * Every check a request passes before any charge (model, architecture limits, add-ons, the
   * provider endpoint), and the credits it holds.
   */
  private async checked(caller: AuthenticatedUser, input: GenerateImagesInput) {
    const model = await this.usableModel(caller, 'model', input.model);
    assertWithinArchitectureLimits(input, model.architecture);
    const negative = effectiveNegativePrompt(
      input,
      model.architecture?.capability?.supportsNegativePrompt ?? true,
    );
    if (negative.error)
      throw new ValidationFailedError(negative.error, { field: 'negativePrompt' });
    await this.assertAddOnsUsable(caller, input);
    const endpoint = this.allowedEndpoint(input.providerEndpoint);

    const ownKey = Boolean(input.providerApiKey);
    const level = await this.accessLevels.byId(caller.user.accessLevelId);
    const multiplier = ownKey ? 0 : (level?.creditMultiplier ?? 1);
    const estimateUsd = estimateProviderCostUsd(input);
    const hold = roundCredits(creditsFor(estimateUsd, this.config.CREDITS_PER_USD, multiplier));
    return { model, negative, endpoint, ownKey, multiplier, estimateUsd, hold };
  }

  /** Records the pending generation and takes the hold, in one statement (GenerationCharges). */
  private async start(
    caller: AuthenticatedUser,
    input: GenerateImagesInput,
    modelName: string,
    taskUUID: string,
    hold: number,
    charged: boolean,
  ): Promise<StartedGeneration> {
    const generation = { id: randomUUID(), userId: caller.user.id };
    let held: boolean;
    try {
      held = await this.charges.start({
        ...generation,
        taskUUID,
        modelAir: input.model,
        modelName,
        parameters: parametersForHistory(input),
        imageCount: input.imageCount,
        charged,
        hold,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError('This task was already submitted (taskUUID in use)');
      throw error;
    }
    if (!held) throw new InsufficientCreditsError(hold, await this.credits.balance(caller.user.id));
    return generation;
  }

  private async fail(
    generation: StartedGeneration,
    hold: number,
    durationMs: number,
    error: unknown,
  ) {
    await this.charges.fail({
      ...generation,
      hold,
      durationMs,
      errorCode: (error as { code?: string }).code ?? 'error',
      errorMessage: error instanceof Error ? error.message.slice(0, 2000) : String(error),
    });
  }

  /** Every add-on must be a catalogue model the caller may use. */
  private async assertAddOnsUsable(caller: AuthenticatedUser, input: GenerateImagesInput) {
    const named: [ModelSlot, string][] = [
      ...(input.loras ?? []).map((item): [ModelSlot, string] => ['lora', item.model]),
      ...(input.controlNets ?? []).map((item): [ModelSlot, string] => ['controlNet', item.model]),
      ...(input.ipAdapters ?? []).map((item): [ModelSlot, string] => ['ipAdapter', item.model]),
      ...(input.vae ? [['vae', input.vae] as [ModelSlot, string]] : []),
    ];
    for (const [slot, air] of named) await this.usableModel(caller, slot, air);
  }

  /** A model the caller may use; an unknown (or hidden) one is the provider's invalid…Model. */
  private async usableModel(caller: AuthenticatedUser, slot: ModelSlot, air: string) {
    try {
      return await this.catalog.usableModel(caller, air);
    } catch (error) {
      if (error instanceof NotFoundError) throw new UnknownModelError(slot, air);
      throw error;
    }
  }

  private allowedEndpoint(endpoint: string | undefined): string | undefined {
    if (!endpoint) return undefined;
    const origin = new URL(endpoint).origin;
    if (!this.allowedOrigins.has(origin)) {
      throw new ValidationFailedError(
        `providerEndpoint ${origin} is not on this server's list of allowed provider endpoints`,
        {
          field: 'providerEndpoint',
        },
      );
    }
    return endpoint;
  }
}
