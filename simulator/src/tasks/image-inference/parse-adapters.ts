import {
  architectureOf,
  type ArchitectureProfile,
  type WeightedAdapterKind,
} from '../../catalogue/architectures.js';
import { type ArchitectureCode, type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { type ModelCatalogue } from '../../catalogue/model-catalogue.js';
import { isPlainObject, type TaskParameters } from '../../protocol/task-parameters.js';
import { type ModelSlot, resolveAdapterModel } from './adapter-compatibility.js';
import { isImageReference } from './image-reference.js';

interface ListRules {
  slot: ModelSlot;
  /** Refusal code of a weight outside the architecture's range for this list. */
  weightCode: string;
  /**
   * Where an item's guide image goes: one `guideImage` (ControlNet), several `guideImages`
   * (IP-Adapters in the 2026 contract, which still take the 2025 single `guideImage`), or none.
   */
  guide: 'none' | 'guideImage' | 'guideImages';
}

const LIST_RULES: Record<WeightedAdapterKind, ListRules> = {
  lora: { slot: 'lora', weightCode: 'invalidLoraWeight', guide: 'none' },
  controlNet: { slot: 'controlNet', weightCode: 'invalidControlNetWeight', guide: 'guideImage' },
  ipAdapters: { slot: 'ipAdapters', weightCode: 'invalidIpAdapterWeight', guide: 'guideImages' },
  embeddings: { slot: 'embeddings', weightCode: 'invalidEmbeddingsWeight', guide: 'none' },
};

/**
 * Checks the adapter parameters of an imageInference task (lora, controlNet, ipAdapters,
 * embeddings, vae, refiner) against the catalogue and the base model; weights against the profile
 * of the base model's architecture.
 */
export function checkAdapters(
  parameters: TaskParameters,
  catalogue: ModelCatalogue,
  base: CatalogueModel,
  architectures: (code: ArchitectureCode) => ArchitectureProfile = architectureOf,
): void {
  const profile = architectures(base.architecture);
  const resolve = (slot: ModelSlot, parameter: string, air: unknown): CatalogueModel =>
    resolveAdapterModel(parameters, catalogue, slot, parameter, air, base, architectures);
  for (const name of ['lora', 'controlNet', 'ipAdapters', 'embeddings'] as const) {
    checkAdapterList(parameters, resolve, name, LIST_RULES[name], profile.adapterWeights[name]);
  }
  if (parameters.has('vae')) resolve('vae', 'vae', parameters.task.vae);
  const refiner = parameters.optionalObject('refiner');
  if (refiner) resolve('refiner', 'refiner.model', refiner.model);
}

function checkAdapterList(
  parameters: TaskParameters,
  resolve: (slot: ModelSlot, parameter: string, air: unknown) => CatalogueModel,
  name: string,
  rules: ListRules,
  weights: { min: number; max: number },
): void {
  const items = parameters.optionalArray(name) ?? [];
  items.forEach((item, index) => {
    const at = `${name}[${index}]`;
    if (!isPlainObject(item)) parameters.invalid(name, 'array', `${at} must be an object.`);
    resolve(rules.slot, `${at}.model`, item.model);
    const weight = item.weight;
    if (
      weight !== undefined &&
      (typeof weight !== 'number' || weight < weights.min || weight > weights.max)
    ) {
      parameters.reject(
        rules.weightCode,
        `${at}.weight`,
        'float',
        `Invalid value for ${at}.weight parameter. The weight must be a number between ${weights.min} and ${weights.max}.`,
      );
    }
    if (rules.guide === 'guideImage')
      checkGuideImage(parameters, `${at}.guideImage`, item.guideImage);
    if (rules.guide === 'guideImages') checkGuideImages(parameters, at, item);
  });
}

function checkGuideImage(parameters: TaskParameters, at: string, image: unknown): void {
  if (isImageReference(image)) return;
  parameters.reject(
    image === undefined ? 'missingGuideImage' : 'invalidGuideImage',
    at,
    'string',
    `Invalid value for ${at} parameter. It must be an image UUID, a data URI, base64 data or a public URL.`,
  );
}

/** `guideImages`: one or more references; the 2025 single `guideImage` stands for a list of one. */
function checkGuideImages(parameters: TaskParameters, at: string, item: Record<string, unknown>) {
  if (item.guideImages === undefined && item.guideImage !== undefined) {
    checkGuideImage(parameters, `${at}.guideImage`, item.guideImage);
    return;
  }
  const images = item.guideImages;
  if (!Array.isArray(images) || images.length === 0) {
    parameters.reject(
      images === undefined ? 'missingGuideImages' : 'invalidGuideImages',
      `${at}.guideImages`,
      'array',
      `Invalid value for ${at}.guideImages parameter. It must be a list of one or more images.`,
    );
  }
  images.forEach((image: unknown, index: number) =>
    checkGuideImage(parameters, `${at}.guideImages[${index}]`, image),
  );
}
