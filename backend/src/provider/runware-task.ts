import { type ImageFormat, type ImageGenerationRequest } from './generation-request.js';

/** Runware's enum for output formats. */
const OUTPUT_FORMAT = { png: 'PNG', jpeg: 'JPG', webp: 'WEBP' } as const;
const PROMPT_WEIGHTING = { Compel: 'compel', SdEmbeds: 'sdEmbeds' } as const;

function withoutUnset<T extends object>(object: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  ) as Partial<T>;
}

/**
 * The `imageInference` task on Runware's wire format: `CFGScale`, upper-case output format,
 * `includeCost`, no `promptWeighting` when None, unset values dropped.
 */
export function toRunwareImageInference(request: ImageGenerationRequest): Record<string, unknown> {
  return withoutUnset({
    taskType: 'imageInference',
    taskUUID: request.taskUUID,
    outputType: 'URL',
    outputFormat: OUTPUT_FORMAT[request.format],
    includeCost: true,
    deliveryMethod: 'sync',
    positivePrompt: request.positivePrompt,
    negativePrompt: request.negativePrompt,
    model: request.model,
    width: request.width,
    height: request.height,
    numberResults: request.numberResults,
    scheduler: request.scheduler,
    steps: request.steps,
    CFGScale: request.cfgScale,
    seed: request.seed,
    promptWeighting:
      request.promptWeighting && request.promptWeighting !== 'None'
        ? PROMPT_WEIGHTING[request.promptWeighting]
        : undefined,
    clipSkip: request.clipSkip,
    seedImage: request.seedImage,
    maskImage: request.maskImage,
    strength: request.strength,
    lora: request.loras?.map(({ model, weight }) => ({ model, weight })),
    embeddings: request.embeddings?.map(({ model, weight }) => ({ model, weight })),
    controlNet: request.controlNets?.map((item) => withoutUnset({ ...item })),
    ipAdapters: request.ipAdapters?.map((item) => withoutUnset({ ...item })),
    vae: request.vae,
    // The current form of the content check (the top-level checkNSFW is the deprecated one).
    safety: request.checkNsfw ? { checkContent: true } : undefined,
  });
}

/** A creator tool run on one image: an imageUUID the provider holds, or a URL or data URI. */
export interface ImageToolRequest {
  taskUUID: string;
  inputImage: string;
}

export interface UpscaleRequest extends ImageToolRequest {
  upscaleFactor: number;
  format: ImageFormat;
}

export type CaptionRequest = ImageToolRequest;

export interface EnhancePromptRequest {
  taskUUID: string;
  prompt: string;
  versions: number;
  /** In tokens (12–400). */
  maxLength: number;
}

/**
 * The provider's models for each tool: SwinIR upscales by 2 to 4, RemBG 1.4 cuts backgrounds out,
 * LLaVA 1.6 writes captions.
 */
export const TOOL_MODELS = {
  upscale: 'runware:503@1',
  removeBackground: 'runware:109@1',
  caption: 'runware:150@2',
} as const;

export function toRunwareUpscale(request: UpscaleRequest): Record<string, unknown> {
  return {
    taskType: 'upscale',
    taskUUID: request.taskUUID,
    inputImage: request.inputImage,
    model: TOOL_MODELS.upscale,
    upscaleFactor: request.upscaleFactor,
    outputType: 'URL',
    outputFormat: OUTPUT_FORMAT[request.format],
    includeCost: true,
  };
}

/** Always PNG: only PNG keeps the transparency that is the point of the tool. */
export function toRunwareRemoveBackground(request: ImageToolRequest): Record<string, unknown> {
  return {
    taskType: 'removeBackground',
    taskUUID: request.taskUUID,
    inputImage: request.inputImage,
    model: TOOL_MODELS.removeBackground,
    outputType: 'URL',
    outputFormat: 'PNG',
    includeCost: true,
  };
}

export function toRunwareCaption(request: CaptionRequest): Record<string, unknown> {
  return {
    taskType: 'caption',
    taskUUID: request.taskUUID,
    inputImage: request.inputImage,
    model: TOOL_MODELS.caption,
    includeCost: true,
  };
}

export function toRunwarePromptEnhance(request: EnhancePromptRequest): Record<string, unknown> {
  return {
    taskType: 'promptEnhance',
    taskUUID: request.taskUUID,
    prompt: request.prompt,
    promptVersions: request.versions,
    promptMaxLength: request.maxLength,
    includeCost: true,
  };
}
