import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AccessLevelsService } from '../auth/access-levels.service.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { AppConfig } from '../config/app-config.js';
import { roundCredits } from '../credits/credit-amount.js';
import { InsufficientCreditsError } from '../credits/credit-errors.js';
import { CreditsService } from '../credits/credits.service.js';
import { TaskCharges } from '../credits/task-charges.js';
import { creditsFor } from '../credits/generation-pricing.js';
import { estimateToolCostUsd, type ToolEstimate } from '../credits/tool-pricing.js';
import { type ChargedTaskType } from '../generation/dto/generation-enums.js';
import { type GenerationResult } from '../generation/dto/generation-result.js';
import {
  ChargedTaskRunner,
  type SettledTask,
  succeededResult,
} from '../generation/charged-task-runner.js';
import { PlatformSettingsService } from '../platform-settings/platform-settings.service.js';
import { type TaskOutput } from '../provider/generation-request.js';
import { TOOL_MODELS } from '../provider/runware-task.js';
import { RunwareAdapter } from '../provider/runware.adapter.js';
import {
  type EnhancePromptInput,
  type ImageToolInput,
  PROMPT_VERSIONS,
  type UploadImageInput,
  type UpscaleImageInput,
} from './dto/tool-inputs.js';
import {
  type EnhancedPrompts,
  type ImageDescription,
  type UploadedImage,
} from './dto/tool-results.js';
import { SourceImages, type ToolSource } from '../generation/source-images.js';
import { UploadedImages } from '../generation/uploaded-images.js';

/** The provider's token limit for an enhanced prompt: room for detail, still a usable prompt. */
const ENHANCED_PROMPT_MAX_TOKENS = 120;

/** One tool call as the history records it and the hold prices it. */
interface ToolCall {
  taskType: Exclude<ChargedTaskType, 'imageInference'>;
  modelAir: string;
  modelName: string;
  parameters: Record<string, unknown>;
  outputCount: number;
  estimate: ToolEstimate;
}

/** A tool call on one image; `settings`: its parameters besides the image (runOnImage adds it). */
interface ImageToolCall extends Omit<ToolCall, 'parameters' | 'outputCount'> {
  settings?: Record<string, unknown>;
}

/**
 * The creator tools beyond text to image. Each is paid like a generation, through the same
 * owners: an estimate is held before the provider is called (refused up front when the balance
 * cannot cover it), ChargedTaskRunner settles on the provider's reported cost times the tier
 * multiplier or refunds a failure, and the call is a row of the history with its ledger rows.
 * Uploading an image is free at the provider, so it holds and charges nothing.
 */
@Injectable()
export class ToolsService {
  constructor(
    private readonly config: AppConfig,
    private readonly accessLevels: AccessLevelsService,
    private readonly credits: CreditsService,
    private readonly charges: TaskCharges,
    private readonly platformSettings: PlatformSettingsService,
    private readonly runner: ChargedTaskRunner,
    private readonly provider: RunwareAdapter,
    private readonly sources: SourceImages,
    private readonly uploads: UploadedImages,
  ) {}

  /** Checked, handed to the provider, and remembered with its size for the caller. */
  async uploadImage(caller: AuthenticatedUser, input: UploadImageInput): Promise<UploadedImage> {
    await this.platformSettings.assertGenerationsOpen();
    return this.sources.upload(caller.user.id, input.imageData, 'imageData');
  }

  async upscale(caller: AuthenticatedUser, input: UpscaleImageInput): Promise<GenerationResult> {
    const { upscaleFactor } = input;
    const settled = await this.runOnImage(
      caller,
      input.image,
      (source) => ({
        taskType: 'upscale',
        modelAir: TOOL_MODELS.upscale,
        modelName: `Upscale ×${upscaleFactor}`,
        settings: { upscaleFactor },
        estimate: { tool: 'upscale', inputPixels: source.pixels, upscaleFactor },
      }),
      async (taskUUID, inputImage) => ({
        images: await this.provider.upscale({ taskUUID, inputImage, upscaleFactor, format: 'png' }),
        texts: [],
      }),
    );
    return succeededResult(settled.id, settled);
  }

  async removeBackground(
    caller: AuthenticatedUser,
    input: ImageToolInput,
  ): Promise<GenerationResult> {
    const settled = await this.runOnImage(
      caller,
      input.image,
      (source) => ({
        taskType: 'removeBackground',
        modelAir: TOOL_MODELS.removeBackground,
        modelName: 'Background removal',
        estimate: { tool: 'removeBackground', inputPixels: source.pixels },
      }),
      async (taskUUID, inputImage) => ({
        images: await this.provider.removeBackground({ taskUUID, inputImage }),
        texts: [],
      }),
    );
    return succeededResult(settled.id, settled);
  }

  async describeImage(caller: AuthenticatedUser, input: ImageToolInput): Promise<ImageDescription> {
    const settled = await this.runOnImage(
      caller,
      input.image,
      () => ({
        taskType: 'caption',
        modelAir: TOOL_MODELS.caption,
        modelName: 'Image description',
        estimate: { tool: 'caption' },
      }),
      async (taskUUID, inputImage) => ({
        images: [],
        texts: await this.provider.caption({ taskUUID, inputImage }),
      }),
    );
    return { ...textCharge(settled), text: settled.texts[0].text };
  }

  async enhancePrompt(
    caller: AuthenticatedUser,
    input: EnhancePromptInput,
  ): Promise<EnhancedPrompts> {
    const versions = input.versions ?? PROMPT_VERSIONS.default;
    const prompt = input.prompt.trim();
    const settled = await this.run(
      caller,
      {
        taskType: 'promptEnhance',
        modelAir: 'runware:promptEnhance',
        modelName: 'Prompt enhancement',
        parameters: { prompt, versions },
        outputCount: versions,
        estimate: { tool: 'promptEnhance', versions },
      },
      async (taskUUID) => ({
        images: [],
        texts: await this.provider.enhancePrompt({
          taskUUID,
          prompt,
          versions,
          maxLength: ENHANCED_PROMPT_MAX_TOKENS,
        }),
      }),
    );
    return { ...textCharge(settled), prompts: settled.texts.map(({ text }) => text) };
  }

  /**
   * A tool on one image, with one output: the history records the image by its reference (never
   * its bytes), and the provider is handed the image only once the estimate is held.
   */
  private async runOnImage(
    caller: AuthenticatedUser,
    image: string,
    describe: (source: ToolSource) => ImageToolCall,
    send: (taskUUID: string, inputImage: string) => Promise<TaskOutput>,
  ): Promise<SettledTask & { id: string }> {
    const source = await this.sources.resolve(caller.user.id, image, 'image');
    const { settings, ...call } = describe(source);
    const parameters = {
      image: source.reference,
      ...settings,
      sourceCreationId: source.sourceCreationId,
    };
    let inputImage = '';
    return this.run(
      caller,
      { ...call, parameters, outputCount: 1 },
      // A saved creation's upload the provider no longer has: the next call uploads again.
      (taskUUID) =>
        this.uploads.forgettingRefused(caller.user.id, [inputImage], () =>
          send(taskUUID, inputImage),
        ),
      // The free upload comes before the task is marked sent: dying during it refunds at once.
      async () => {
        inputImage = await source.provide();
      },
    );
  }

  /** Holds the estimate with the call's history row, then lets the runner call and settle. */
  private async run(
    caller: AuthenticatedUser,
    call: ToolCall,
    send: (taskUUID: string) => Promise<TaskOutput>,
    prepare?: () => Promise<void>,
  ): Promise<SettledTask & { id: string }> {
    await this.platformSettings.assertGenerationsOpen();
    const level = await this.accessLevels.byId(caller.user.accessLevelId);
    const tierMultiplier = level?.creditMultiplier ?? 1;
    const hold = roundCredits(
      creditsFor(estimateToolCostUsd(call.estimate), this.config.CREDITS_PER_USD, tierMultiplier),
    );
    const task = { id: randomUUID(), userId: caller.user.id, taskUUID: randomUUID() };
    const held = await this.charges.start({
      ...task,
      taskType: call.taskType,
      modelAir: call.modelAir,
      modelName: call.modelName,
      parameters: withoutUnset(call.parameters),
      imageCount: call.outputCount,
      charged: true,
      hold,
    });
    if (!held) throw new InsufficientCreditsError(hold, await this.credits.balance(caller.user.id));
    const settled = await this.runner.runCharged(
      { ...task, provider: {}, ownKey: false, tierMultiplier, hold },
      () => send(task.taskUUID),
      prepare,
    );
    return { ...settled, id: task.id };
  }
}

function textCharge(settled: SettledTask & { id: string }) {
  return {
    generationId: settled.id,
    creditsCharged: settled.creditsCharged,
    creditBalance: settled.creditBalance,
  };
}

function withoutUnset(parameters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(parameters).filter(([, value]) => value !== undefined));
}
