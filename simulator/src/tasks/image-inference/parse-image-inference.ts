import { architectureOf, type ArchitectureProfile } from '../../catalogue/architectures.js';
import { type ArchitectureCode, type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { type ModelCatalogue } from '../../catalogue/model-catalogue.js';
import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type RawTask, TaskParameters } from '../../protocol/task-parameters.js';
import {
  refuseUnknownParameters,
  refuseUnsimulatedDelivery,
} from '../common/parameter-refusals.js';
import { parseOutputOptions } from '../image-output/output-options.js';
import { refuseOnArchitecture } from './architecture-refusals.js';
import { isImageReference } from './image-reference.js';
import { type ImageInferenceRequest, type ImageToImageInputs } from './image-inference-request.js';
import { IMAGE_INFERENCE_PARAMETERS } from './known-parameters.js';
import { checkAdapters } from './parse-adapters.js';
import { parseOutpaint } from './outpaint.js';
import { parseRefinements } from './parse-refinements.js';
import { parsePulid } from './pulid.js';
import { parseReferenceImages } from './reference-images.js';
import { PROMPT_LENGTH } from '../common/prompt-lengths.js';

/** The provider's AIR grammar, read permissively: `source:id@version`. */
const AIR = /^[a-z0-9][a-z0-9_-]*:[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/;
/** How far image-to-image moves from the seed image when the task does not say. */
const DEFAULT_STRENGTH = 0.8;
/** 2^63 - 1, the top of the documented seed range (as a double: JSON numbers are doubles). */
const MAX_SEED = 2 ** 63;

/** Where the limits of an architecture come from: the simulator's profiles unless a test says otherwise. */
export type ArchitectureLookup = (code: ArchitectureCode) => ArchitectureProfile;

/**
 * Validates an imageInference task the way the provider does and returns
 * what the simulator needs to answer it. The first problem found is reported. Steps, width, height,
 * negative prompt and adapter weights are judged by the profile of the model's architecture.
 */
export function parseImageInference(
  task: RawTask,
  taskUUID: string,
  catalogue: ModelCatalogue,
  architectures: ArchitectureLookup = architectureOf,
): ImageInferenceRequest {
  const parameters = new TaskParameters(task, DOCUMENTATION.imageInference);
  refuseUnknownParameters(parameters, IMAGE_INFERENCE_PARAMETERS);
  refuseUnsimulatedDelivery(parameters);

  const positivePrompt = parameters.requiredString('positivePrompt', PROMPT_LENGTH);
  const model = parseModel(parameters, catalogue);
  const profile = architectures(model.architecture);
  const negativePrompt = parseNegativePrompt(parameters, model, profile);
  const width = parseDimension(parameters, 'width', profile);
  const height = parseDimension(parameters, 'height', profile);
  const steps =
    parameters.optionalInteger('steps', profile.stepRange) ?? model.defaults?.defaultSteps ?? 20;
  parameters.optionalNumber('CFGScale', { min: 0, max: 50 });
  const numberResults = parameters.optionalInteger('numberResults', { min: 1, max: 20 }) ?? 1;
  const seed = parameters.optionalInteger('seed', { min: 1, max: MAX_SEED });
  parameters.optionalString('scheduler', { min: 1, max: 100 });
  parameters.optionalInteger('clipSkip', { min: 0, max: 2 });
  parameters.optionalChoice('promptWeighting', ['compel', 'sdEmbeds']);
  parameters.optionalBoolean('usePromptWeighting');
  parameters.optionalChoice('acceleration', ['none', 'low', 'medium', 'high']);

  const { outputType, outputFormat, outputQuality, ttl } = parseOutputOptions(parameters, 'JPG');
  const includeCost = parameters.optionalBoolean('includeCost') ?? false;
  const checkContent = parseContentCheck(parameters);
  const deliveryMethod = parameters.optionalChoice('deliveryMethod', ['sync', 'async']) ?? 'sync';

  const imageToImage = parseImageInputs(parameters, model, profile);
  checkAdapters(parameters, catalogue, model, architectures);
  const refinements = parseRefinements(parameters, model, profile, outputFormat, steps);
  const pulid = parsePulid(parameters, model, profile, steps);
  const referenceImages = parseReferenceImages(
    parameters,
    parameters.optionalObject('inputs') ?? {},
    model,
    profile,
  );

  return {
    taskUUID,
    positivePrompt,
    ...(negativePrompt !== undefined ? { negativePrompt } : {}),
    model,
    width,
    height,
    steps,
    ...(seed !== undefined ? { seed: BigInt(seed) } : {}),
    numberResults,
    outputType,
    outputFormat,
    outputQuality,
    includeCost,
    checkContent,
    deliveryMethod,
    ...(ttl !== undefined ? { ttl } : {}),
    ...(imageToImage ? { imageToImage } : {}),
    refinements,
    ...(pulid ? { pulid } : {}),
    ...(referenceImages ? { referenceImages } : {}),
  };
}

function parseModel(parameters: TaskParameters, catalogue: ModelCatalogue): CatalogueModel {
  if (!parameters.has('model')) parameters.missing('model', 'string');
  const air = parameters.task.model;
  if (typeof air !== 'string' || !AIR.test(air)) {
    parameters.invalid(
      'model',
      'string',
      'Model must be an string value representing a valid AIR identifier.',
    );
  }
  const model = catalogue.find(air);
  if (!model) parameters.invalid('model', 'string', `No model with AIR ${air} exists.`);
  if (model.category !== 'checkpoint') {
    parameters.invalid(
      'model',
      'string',
      `${air} is a ${model.category} model; imageInference needs a checkpoint as model.`,
    );
  }
  return model;
}

function parseNegativePrompt(
  parameters: TaskParameters,
  model: CatalogueModel,
  profile: ArchitectureProfile,
): string | undefined {
  const negativePrompt = parameters.optionalString('negativePrompt', PROMPT_LENGTH);
  if (negativePrompt !== undefined && !profile.acceptsNegativePrompt) {
    parameters.reject(
      'unsupportedArchitectureNegativePrompt',
      'negativePrompt',
      'string',
      `Parameter negativePrompt is not supported for the selected model configuration. The model ${model.air} has architecture ${model.architecture}, which does not accept a negative prompt.`,
      { baseModelArchitecture: model.architecture },
    );
  }
  return negativePrompt;
}

/** A required width or height, within the architecture's limits; left out where it may be. */
function parseDimension(
  parameters: TaskParameters,
  name: 'width' | 'height',
  { dimensions: limits, defaultEdge, features }: ArchitectureProfile,
): number {
  if (!parameters.has(name)) {
    if (features.sizeOptional) return defaultEdge;
    parameters.missing(name, 'integer');
  }
  const value = parameters.task[name];
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < limits.min ||
    value > limits.max ||
    value % limits.multiple !== 0
  ) {
    parameters.invalid(
      name,
      'integer',
      `The ${name} must be a multiple of ${limits.multiple} between ${limits.min} and ${limits.max}.`,
    );
  }
  return value;
}

/** `safety.mode` wins over `safety.checkContent`; the legacy `checkNSFW` also asks for a check. */
function parseContentCheck(parameters: TaskParameters): boolean {
  const legacy = parameters.optionalBoolean('checkNSFW') ?? false;
  const safety = parameters.optionalObject('safety');
  if (!safety) return legacy;
  const safetyParameters = new TaskParameters(safety, DOCUMENTATION.imageInference);
  const checkContent = safetyParameters.optionalBoolean('checkContent');
  const mode = safetyParameters.optionalChoice('mode', ['none', 'fast', 'full']);
  if (mode !== undefined) return mode !== 'none' || legacy;
  return (checkContent ?? false) || legacy;
}

/**
 * An architecture without image to image (FLUX.1 Kontext dev): its contract has no seedImage,
 * maskImage or strength, each refused as Runware refuses a field the architecture lacks.
 */
function refuseImageToImage(
  parameters: TaskParameters,
  model: CatalogueModel,
  asked: { seedImage: unknown; maskImage: unknown },
): void {
  const fields = [
    ['seedImage', 'SeedImage', 'string', asked.seedImage],
    ['maskImage', 'MaskImage', 'string', asked.maskImage],
    ['strength', 'Strength', 'float', parameters.task.strength],
  ] as const;
  for (const [field, code, type, value] of fields)
    if (value !== undefined)
      refuseOnArchitecture(parameters, model, field, `unsupportedArchitecture${code}`, type);
}

/**
 * seedImage/maskImage at the top level or under `inputs` (2026 form), checked for form here; the
 * handler then reads the images. Undefined for text-to-image.
 */
function parseImageInputs(
  parameters: TaskParameters,
  model: CatalogueModel,
  profile: ArchitectureProfile,
): ImageToImageInputs | undefined {
  const inputs = parameters.optionalObject('inputs') ?? {};
  const seedImage = parameters.task.seedImage ?? inputs.seedImage;
  const maskImage = parameters.task.maskImage ?? inputs.maskImage;
  for (const [name, value] of [
    ['seedImage', seedImage],
    ['maskImage', maskImage],
  ] as const) {
    if (value !== undefined && !isImageReference(value)) {
      parameters.invalid(
        name,
        'string',
        `${name} must be the UUID of an uploaded or generated image, a data URI, base64 data or a URL (PNG, JPG or WEBP).`,
      );
    }
  }
  if (!profile.features.seedImage) refuseImageToImage(parameters, model, { seedImage, maskImage });
  const strength = parameters.optionalNumber('strength', { min: 0, max: 1 });
  parameters.optionalInteger('maskMargin', { min: 32, max: 128 });
  const outpaintValue = parameters.optionalObject('outpaint');
  if (outpaintValue && !profile.features.outpaint)
    refuseOnArchitecture(
      parameters,
      model,
      'outpaint',
      'unsupportedArchitectureOutpaint',
      'object',
    );
  const outpaint = outpaintValue && parseOutpaint(parameters, outpaintValue);
  const needsSeedImage =
    maskImage !== undefined ||
    strength !== undefined ||
    outpaint !== undefined ||
    model.type === 'inpainting';
  if (needsSeedImage && seedImage === undefined) parameters.missing('seedImage', 'string');
  if (model.type === 'inpainting' && maskImage === undefined) {
    parameters.missing('maskImage', 'string');
  }
  if (seedImage === undefined) return undefined;
  return {
    seedImage: seedImage as string,
    ...(maskImage !== undefined ? { maskImage: maskImage as string } : {}),
    strength: strength ?? DEFAULT_STRENGTH,
    ...(outpaint ? { outpaint } : {}),
  };
}
