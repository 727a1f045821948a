import { type ImageGenerationRequest } from './generation-request.js';

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
    lora: request.loras?.map(({ model, weight }) => ({ model, weight })),
    controlNet: request.controlNets?.map((item) => withoutUnset({ ...item })),
    ipAdapters: request.ipAdapters?.map((item) => withoutUnset({ ...item })),
    vae: request.vae,
    // The current form of the content check (the top-level checkNSFW is the deprecated one).
    safety: request.checkNsfw ? { checkContent: true } : undefined,
  });
}
