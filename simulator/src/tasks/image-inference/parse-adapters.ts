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
  needsGuideImage: boolean;
}

const LIST_RULES: Record<WeightedAdapterKind, ListRules> = {
  lora: { slot: 'lora', weightCode: 'invalidLoraWeight', needsGuideImage: false },
  controlNet: { slot: 'controlNet', weightCode: 'invalidControlNetWeight', needsGuideImage: true },
  ipAdapters: { slot: 'ipAdapters', weightCode: 'invalidIpAdapterWeight', needsGuideImage: true },
  embeddings: { slot: 'embeddings', weightCode: 'invalidEmbeddingsWeight', needsGuideImage: false },
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
    if (rules.needsGuideImage && !isImageReference(item.guideImage)) {
      parameters.reject(
        item.guideImage === undefined ? 'missingGuideImage' : 'invalidGuideImage',
        `${at}.guideImage`,
        'string',
        `Invalid value for ${at}.guideImage parameter. It must be an image UUID, a data URI, base64 data or a public URL.`,
      );
    }
  });
}
