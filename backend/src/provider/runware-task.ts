import { type ImageFormat, type ImageGenerationRequest } from './generation-request.js';
import { DEFAULT_UPSCALER, type Upscaler } from './upscalers.js';

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
 * The `imageInference` task on Runware's wire format (the 2026 contract, docs/runware-contract.md):
 * `CFGScale`, upper-case output format, `includeCost`, no `promptWeighting` when None, the seed
 * image, mask and reference images under `inputs`, each IP-Adapter's references as `guideImages`, unset values dropped.
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
    inputs: imageInputs(request),
    strength: request.strength,
    maskMargin: request.maskMargin,
    outpaint: request.outpaint && { ...request.outpaint },
    pulid:
      request.pulid &&
      withoutUnset({
        images: request.pulid.images,
        idWeight: request.pulid.idWeight,
        trueCFGScale: request.pulid.trueCfgScale,
        CFGstartStepPercentage: request.pulid.startStepPercentage,
      }),
    lora: request.loras?.map(({ model, weight }) => ({ model, weight })),
    embeddings: request.embeddings?.map(({ model, weight }) => ({ model, weight })),
    controlNet: request.controlNets?.map((item) => withoutUnset({ ...item })),
    ipAdapters: request.ipAdapters?.map((item) =>
      withoutUnset({
        model: item.model,
        weight: item.weight,
        guideImages: item.guideImages,
        weightType: item.weightType,
        weightComposition: item.weightComposition,
        embedScaling: item.embedScaling,
        combineMethod: item.combineMethod,
      }),
    ),
    vae: request.vae,
    // Without upscaleFactor (the schema admits only 4): the second pass doubles the size.
    hiresFix: request.hiresFix && {
      model: request.hiresFix.upscaler,
      steps: request.hiresFix.steps,
      strength: request.hiresFix.strength,
    },
    ultralytics: request.faceRefinement && withoutUnset({ ...request.faceRefinement }),
    layerDiffuse: request.transparentBackground || undefined,
    // The current form of the content check (the top-level checkNSFW is the deprecated one).
    safety: request.checkNsfw ? { checkContent: true } : undefined,
  });
}

/** The images of an imageInference task, as its 2026 params take them; undefined with none. */
function imageInputs(request: ImageGenerationRequest): Record<string, unknown> | undefined {
  const inputs = withoutUnset({
    seedImage: request.seedImage,
    maskImage: request.seedImage ? request.maskImage : undefined,
    referenceImages: request.referenceImages,
  });
  return Object.keys(inputs).length > 0 ? inputs : undefined;
}

/** A creator tool run on one image: an imageUUID the provider holds, or a URL or data URI. */
export interface ImageToolRequest {
  taskUUID: string;
  inputImage: string;
}

export interface UpscaleRequest extends ImageToolRequest {
  /** One of the upscaler's factors. */
  upscaleFactor: number;
  format: ImageFormat;
  /** The creator tools' upscaler when not given. */
  upscaler?: Upscaler;
}

export type CaptionRequest = ImageToolRequest;

export interface EnhancePromptRequest {
  taskUUID: string;
  /** The prompt-enhancing model's AIR; RUNWARE_PROMPT_ENHANCE_MODEL when not given. */
  model?: string;
  prompt: string;
  versions: number;
  /** In tokens (12–400). */
  maxLength: number;
}

/**
 * The provider's models for each tool: the default upscaler (upscalers.ts), RemBG 1.4 cuts
 * backgrounds out, LLaVA 1.6 writes captions.
 */
export const TOOL_MODELS = {
  upscale: DEFAULT_UPSCALER.model,
  removeBackground: 'runware:109@1',
  caption: 'runware:150@2',
} as const;

/** A factor the upscaler does not take: refused before anything is sent (or paid). */
export class UnsupportedUpscaleFactorError extends Error {
  constructor(upscaler: Upscaler, factor: number) {
    super(`${upscaler.name} upscales by ${upscaler.factors.join(' or ')}, not ${factor}`);
    this.name = 'UnsupportedUpscaleFactorError';
  }
}

/** The image a tool works on, in the 2026 form (`inputs.image`; `inputImage` is the 2025 one). */
const inputsOf = (request: ImageToolRequest) => ({ inputs: { image: request.inputImage } });

export function toRunwareUpscale(request: UpscaleRequest): Record<string, unknown> {
  const upscaler = request.upscaler ?? DEFAULT_UPSCALER;
  if (!upscaler.factors.includes(request.upscaleFactor))
    throw new UnsupportedUpscaleFactorError(upscaler, request.upscaleFactor);
  return {
    taskType: 'upscale',
    taskUUID: request.taskUUID,
    ...inputsOf(request),
    model: upscaler.model,
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
    ...inputsOf(request),
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
    ...inputsOf(request),
    model: TOOL_MODELS.caption,
    includeCost: true,
  };
}

export function toRunwarePromptEnhance(request: EnhancePromptRequest): Record<string, unknown> {
  return {
    taskType: 'promptEnhance',
    taskUUID: request.taskUUID,
    model: request.model,
    prompt: request.prompt,
    promptVersions: request.versions,
    promptMaxLength: request.maxLength,
    includeCost: true,
  };
}

/** What the administrator's catalogue search asks for, in the product's terms. */
export interface ModelSearchQuery {
  search?: string;
  category?: string;
  /** A checkpoint type (base, inpainting, refiner): the 2026 search has no such filter. */
  type?: string;
  architecture?: string;
  /** The 2026 search has no tag filter either. */
  tags?: string[];
  /** `all` (the product's default) is the provider's default: the field is left out. */
  visibility?: 'all' | 'public' | 'private' | 'favorite' | 'owned';
  offset?: number;
  limit?: number;
}

/** The categories the 2026 modelSearch filters on. */
const SEARCH_CATEGORIES = new Set(['checkpoint', 'lora', 'lycoris', 'vae', 'embeddings']);

/**
 * A checkpoint type as a 2026 capability filter: the search has no `type`, a result tells an
 * inpainting or refiner checkpoint by its capabilities. A base checkpoint has neither, which the
 * caller checks on the results.
 */
const TYPE_CAPABILITIES: Readonly<Record<string, string[]>> = {
  inpainting: ['op:inpainting'],
  refiner: ['op:refine'],
};

/**
 * The `modelSearch` task (2026 contract): `search` always sent (empty to browse), `visibility` only
 * when narrower than all, and only the filters the provider has; the others (type, tags, a category
 * it no longer lists) are applied to the results by the caller.
 */
export function toRunwareModelSearch(query: ModelSearchQuery, taskUUID: string) {
  const type = query.type?.toLowerCase();
  const category = type ? 'checkpoint' : query.category?.toLowerCase();
  return {
    taskType: 'modelSearch',
    taskUUID,
    // Required, and an empty search (browsing) is still a search.
    search: query.search?.trim() ?? '',
    ...withoutUnset({
      category: category && SEARCH_CATEGORIES.has(category) ? category : undefined,
      capabilities: type ? TYPE_CAPABILITIES[type] : undefined,
      architecture: query.architecture,
      visibility: query.visibility === 'all' ? undefined : query.visibility,
      offset: query.offset,
      limit: query.limit,
    }),
  };
}
