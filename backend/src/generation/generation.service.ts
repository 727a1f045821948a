import { GenerationSlots, type SlotLease } from './generation-slots.js';
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
import { keysetPage } from '../common/pagination/keyset.js';
import { isUuid } from '../common/validation/uuid.js';
import { AppConfig } from '../config/app-config.js';
import { InsufficientCreditsError } from '../credits/credit-errors.js';
import { roundCredits } from '../credits/credit-amount.js';
import { CreditsService } from '../credits/credits.service.js';
import { TaskCharges } from '../credits/task-charges.js';
import { type ModelSlot, UnknownModelError } from './unknown-model.error.js';
import { creditsFor, holdFor } from '../credits/generation-pricing.js';
import { ImagePriceBook } from '../credits/image-price-book.js';
import { assertRefinementsSupported, priceKeyOf } from './refinements.js';
import { ShareMetrics } from '../metrics/share-metrics.js';
import { PlatformSettingsService } from '../platform-settings/platform-settings.service.js';
import { PromptStylesService } from '../prompt-styles/prompt-styles.service.js';
import { styledPrompt } from '../prompt-styles/styled-prompt.js';
import { type RemixSource, withRemixSource } from '../shares/dto/remix-source.js';
import { SharedRemixes } from '../shares/shared-remixes.js';
import { assertWithinArchitectureLimits } from './architecture-limits.js';
import { ipAdapterRequests } from './ip-adapters.js';
import { assertSeedAndMask } from './seed-and-mask.js';
import { generationImageReferences, SourceImages } from './source-images.js';
import { type GenerateImagesInput } from './dto/generate-images.input.js';
import { type GenerationPage } from './dto/generation-page.js';
import { type GenerationEstimate } from './dto/generation-estimate.js';
import { type GenerationResult } from './dto/generation-result.js';
import { Generation } from './entities/generation.entity.js';
import { effectiveNegativePrompt, parametersForHistory } from './generation-parameters.js';
import { GenerationLeases } from './generation-leases.js';
import { GenerationQueue } from './generation-queue.js';
import { ChargedTaskRunner, type PreparedGeneration } from './charged-task-runner.js';
import { ownedReference, withReference } from '../references/applied-reference.js';

/** The generation being run: enough to settle or refund it. */
interface StartedGeneration {
  id: string;
  userId: string;
}

/**
 * A prompt in, images out, charged per use: checks the request and holds an estimate of credits;
 * ChargedTaskRunner then calls the provider, in this request or in a queued job, and settles on the
 * reported cost (or refunds all).
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
    private readonly charges: TaskCharges,
    private readonly platformSettings: PlatformSettingsService,
    private readonly runner: ChargedTaskRunner,
    private readonly sources: SourceImages,
    private readonly leases: GenerationLeases,
    private readonly queue: GenerationQueue,
    private readonly slots: GenerationSlots,
    private readonly prices: ImagePriceBook,
    private readonly promptStyles: PromptStylesService,
    private readonly remixes: SharedRemixes,
    private readonly shareMetrics: ShareMetrics,
  ) {
    this.allowedOrigins = new Set(
      [...config.PROVIDER_ENDPOINT_ALLOWLIST.split(','), config.RUNWARE_API_URL]
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => new URL(entry).origin),
    );
  }

  /** Checks, holds the credits, and waits for the provider. */
  async generate(
    caller: AuthenticatedUser,
    input: GenerateImagesInput,
    slot?: SlotLease,
  ): Promise<GenerationResult> {
    const prepared = await this.prepare(caller, input);
    slot?.heldBy(prepared.id);
    return this.runner.run(prepared);
  }

  /**
   * Checks and holds exactly like `generate`, then queues the provider call for the worker role
   * and answers at once; the generation is followed by its id (status pending, running, then
   * succeeded or failed). A refusal (validation, balance, limits) still comes here, before any job.
   */
  async enqueue(
    caller: AuthenticatedUser,
    input: GenerateImagesInput,
    slot?: SlotLease | 'none',
  ): Promise<GenerationResult> {
    if (input.providerApiKey)
      // The job waits in Redis; a user's provider key must not.
      throw new ValidationFailedError(
        'An asynchronous generation runs on the studio’s provider account: send providerApiKey only with a synchronous request',
        { field: 'providerApiKey' },
      );
    const prepared = await this.prepare(caller, input);
    const lease = slot === 'none' ? undefined : slot;
    lease?.heldBy(prepared.id);
    try {
      // Without a slot (a comparison's cell), nothing it ends gives one back.
      if (slot === 'none') await this.slots.takeNoneFor(prepared.id);
      // Handed on before the job exists: a worker of this same process may take the job up the
      // moment it is queued, and its lease must then stay its own.
      await this.leases.handOnToQueue(prepared.id);
      await this.queue.add(prepared);
    } catch (error) {
      // Not queued: nothing will run it, so the hold goes back now.
      await this.charges.fail({
        id: prepared.id,
        userId: prepared.userId,
        hold: prepared.hold,
        durationMs: 0,
        errorCode: 'notQueued',
        errorMessage: 'The generation could not be queued',
      });
      throw error;
    }
    // The job owns it and its slot now; until a worker takes it up the sweeper leaves it to the
    // queue.
    lease?.handOnToJob();
    return {
      generationId: prepared.id,
      status: 'pending',
      images: [],
      totalCost: 0,
      creditsCharged: 0,
      creditBalance: await this.credits.balance(caller.user.id),
      durationMs: 0,
    };
  }

  /** Every check, then the pending generation and its hold: what the provider half needs. */
  private async prepare(
    caller: AuthenticatedUser,
    asked: GenerateImagesInput,
  ): Promise<PreparedGeneration> {
    await this.platformSettings.assertGenerationsOpen();
    // `input` is the request with its saved reference applied.
    const {
      model,
      sent,
      endpoint,
      ownKey,
      multiplier,
      credits,
      priceKey,
      learnedRate,
      ipAdapters,
      input,
    } = await this.checked(caller, asked);
    // Uploaded (free) before the hold: a saved image named as creation:<id> must reach the provider.
    const seedImage = await this.sources.forGeneration(
      caller.user.id,
      input.seedImage,
      'seedImage',
    );
    const maskImage = await this.sources.forGeneration(
      caller.user.id,
      input.maskImage,
      'maskImage',
    );
    // Reference images likewise: a character or style saved from the gallery names creation:<id>.
    const pulid = input.pulid && {
      ...input.pulid,
      images: await this.provided(caller.user.id, input.pulid.images, 'pulid.images'),
    };
    const referenceImages =
      input.referenceImages &&
      (await this.provided(caller.user.id, input.referenceImages, 'referenceImages'));
    const ipAdaptersSent =
      ipAdapters &&
      (await Promise.all(
        ipAdapters.map(async (adapter, index) => ({
          ...adapter,
          guideImages: await this.provided(
            caller.user.id,
            adapter.guideImages,
            `ipAdapters[${index}].guideImages`,
          ),
        })),
      ));
    const taskUUID = input.taskUUID ?? randomUUID();
    const remixSource = await this.remixes.verifiedSource(input.remixOf);
    const { hold, ...generation } = await this.start(caller, input, {
      modelName: model.name,
      taskUUID,
      credits,
      charged: !ownKey,
      styleRecord: sent.recorded,
      remixSource,
    });
    if (remixSource) this.shareMetrics.remixed('generate');
    return {
      ...generation,
      priceKey,
      ...(learnedRate && { learnedRate }),
      taskUUID,
      request: {
        taskUUID,
        model: model.air,
        positivePrompt: sent.prompt,
        negativePrompt: sent.negativePrompt,
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
        seedImage,
        maskImage,
        strength: input.strength,
        loras: input.loras,
        embeddings: input.embeddings,
        controlNets: input.controlNets,
        ipAdapters: ipAdaptersSent,
        vae: input.vae ?? undefined,
        checkNsfw: input.checkNsfw,
        hiresFix: input.hiresFix,
        faceRefinement: input.faceRefinement,
        transparentBackground: input.transparentBackground,
        outpaint: input.outpaint,
        maskMargin: input.maskMargin,
        pulid,
        referenceImages,
      },
      provider: { apiKey: input.providerApiKey, endpoint },
      ownKey,
      tierMultiplier: multiplier,
      hold,
    };
  }

  /** Reference images as the provider takes them: each creation:<id> as its upload. */
  private provided(userId: string, images: string[], field: string): Promise<string[]> {
    return Promise.all(
      images.map(
        async (image, at) =>
          (await this.sources.forGeneration(userId, image, `${field}[${at}]`)) ?? image,
      ),
    );
  }

  /** The caller's generations, newest first, by keyset cursor (served by the user+created index). */
  async history(userId: string, first: number, after?: string | null): Promise<GenerationPage> {
    const query = this.dataSource
      .getRepository(Generation)
      .createQueryBuilder('generation')
      .where('generation.userId = :userId', { userId });
    return keysetPage(query, 'generation', { first, after });
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
    const { credits, estimateUsd } = await this.checked(caller, input);
    const creditBalance = await this.credits.balance(caller.user.id);
    return {
      credits,
      hold: Math.min(holdFor(credits), Math.max(creditBalance, credits)),
      providerCostUsd: estimateUsd,
      creditBalance,
      affordable: creditBalance >= credits,
    };
  }

  /**
   * Every check a request passes before any charge (model, architecture limits, add-ons, the
   * provider endpoint), and the credits it holds.
   */
  private async checked(caller: AuthenticatedUser, asked: GenerateImagesInput) {
    const model = await this.usableModel(caller, 'model', asked.model);
    // A saved reference first: what it adds goes through every check below.
    const input = asked.referenceId
      ? withReference(
          asked,
          await ownedReference(
            this.dataSource.manager,
            caller.user.id,
            asked.referenceId,
            'referenceId',
          ),
          model.architecture,
        )
      : asked;
    assertWithinArchitectureLimits(input, model.architecture);
    assertRefinementsSupported(input, model.architecture);
    await assertSeedAndMask(input, (value, field) =>
      this.sources.sizeAtProvider(caller.user.id, value, field),
    );
    const negative = effectiveNegativePrompt(
      input,
      model.architecture?.capability?.supportsNegativePrompt ?? true,
    );
    if (negative.error)
      throw new ValidationFailedError(negative.error, { field: 'negativePrompt' });
    const sent = await this.sentPrompts(caller.user.id, input, negative.value);
    await this.assertAddOnsUsable(caller, input);
    const ipAdapters = ipAdapterRequests(input.ipAdapters, model.architecture?.code);
    // Only the caller's own images, before anything is held or sent.
    for (const [field, reference] of generationImageReferences(input))
      await this.sources.assertCallersOwn(caller.user.id, field, reference);
    const endpoint = this.allowedEndpoint(input.providerEndpoint);

    const ownKey = Boolean(input.providerApiKey);
    const level = await this.accessLevels.byId(caller.user.accessLevelId);
    const multiplier = ownKey ? 0 : (level?.creditMultiplier ?? 1);
    const priceKey = priceKeyOf(
      {
        air: model.air,
        architectureCode: model.architecture?.code ?? null,
        defaultSteps: model.defaultSteps,
      },
      input,
    );
    const { usd: estimateUsd, learned } = await this.prices.estimateUsd(priceKey, input.imageCount);
    // The price expected to settle; the hold adds a margin to it (holdFor).
    const credits = roundCredits(creditsFor(estimateUsd, this.config.CREDITS_PER_USD, multiplier));
    return {
      model,
      sent,
      endpoint,
      ownKey,
      multiplier,
      estimateUsd,
      credits,
      priceKey,
      learnedRate: learned,
      ipAdapters,
      input,
    };
  }

  /**
   * Records the pending generation and takes the hold, in one statement (TaskCharges). Its
   * parameters keep what a style sent, and the remix source only as verified, never as the client
   * sent it.
   */
  private async start(
    caller: AuthenticatedUser,
    input: GenerateImagesInput,
    facts: {
      modelName: string;
      taskUUID: string;
      credits: number;
      charged: boolean;
      /** What a prompt style made of the prompts, kept with the parameters. */
      styleRecord: Record<string, unknown>;
      remixSource: RemixSource | null;
    },
  ): Promise<StartedGeneration & { hold: number }> {
    const { modelName, taskUUID, credits, charged, styleRecord, remixSource } = facts;
    const generation = { id: randomUUID(), userId: caller.user.id };
    let hold: number | null;
    try {
      hold = await this.charges.startWithinBalance({
        ...generation,
        taskUUID,
        modelAir: input.model,
        modelName,
        parameters: withRemixSource(
          { ...parametersForHistory(input), ...styleRecord },
          remixSource,
        ),
        imageCount: input.imageCount,
        charged,
        hold: holdFor(credits),
        leastHold: credits,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError('This task was already submitted (taskUUID in use)');
      throw error;
    }
    if (hold === null)
      throw new InsufficientCreditsError(credits, await this.credits.balance(caller.user.id));
    return { ...generation, hold };
  }

  /**
   * The prompts the provider gets: as written, or through the caller's style (another user's is
   * not found); with a style, what was sent is recorded with the generation's parameters.
   */
  private async sentPrompts(
    userId: string,
    input: GenerateImagesInput,
    negativePrompt: string | undefined,
  ) {
    const prompt = input.prompt.trim();
    if (!input.styleId) return { prompt, negativePrompt, recorded: {} };
    const style = await this.promptStyles.one(userId, input.styleId, 'styleId');
    const styled = styledPrompt(style, prompt, negativePrompt);
    return {
      ...styled,
      recorded: {
        styleName: style.name,
        sentPrompt: styled.prompt,
        ...(styled.negativePrompt !== undefined && { sentNegativePrompt: styled.negativePrompt }),
      },
    };
  }

  /** Every add-on must be a catalogue model the caller may use. */
  private async assertAddOnsUsable(caller: AuthenticatedUser, input: GenerateImagesInput) {
    const named: [ModelSlot, string][] = [
      ...(input.loras ?? []).map((item): [ModelSlot, string] => ['lora', item.model]),
      ...(input.embeddings ?? []).map((item): [ModelSlot, string] => ['embedding', item.model]),
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
