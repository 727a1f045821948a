import { type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { type ModelCatalogue } from '../../catalogue/model-catalogue.js';
import { isPlainObject, type TaskParameters } from '../../protocol/task-parameters.js';
import { type ModelSlot, resolveAdapterModel } from './adapter-compatibility.js';
import { isImageReference } from './image-reference.js';

interface WeightRule {
  min: number;
  max: number;
  code: string;
}

interface ListRules {
  slot: ModelSlot;
  weight: WeightRule;
  needsGuideImage: boolean;
}

const LIST_RULES: Record<'lora' | 'controlNet' | 'ipAdapters' | 'embeddings', ListRules> = {
  lora: {
    slot: 'lora',
    weight: { min: -4, max: 4, code: 'invalidLoraWeight' },
    needsGuideImage: false,
  },
  controlNet: {
    slot: 'controlNet',
    weight: { min: 0, max: 1, code: 'invalidControlNetWeight' },
    needsGuideImage: true,
  },
  ipAdapters: {
    slot: 'ipAdapters',
    weight: { min: 0, max: 1, code: 'invalidIpAdapterWeight' },
    needsGuideImage: true,
  },
  embeddings: {
    slot: 'embeddings',
    weight: { min: -4, max: 4, code: 'invalidEmbeddingsWeight' },
    needsGuideImage: false,
  },
};

/**
 * Checks the adapter parameters of an imageInference task (lora, controlNet, ipAdapters,
 * embeddings, vae, refiner) against the catalogue and the base model.
 */
export function checkAdapters(
  parameters: TaskParameters,
  catalogue: ModelCatalogue,
  base: CatalogueModel,
): void {
  for (const name of ['lora', 'controlNet', 'ipAdapters', 'embeddings'] as const) {
    checkAdapterList(parameters, catalogue, base, name, LIST_RULES[name]);
  }
  if (parameters.has('vae')) {
    resolveAdapterModel(parameters, catalogue, 'vae', 'vae', parameters.task.vae, base);
  }
  const refiner = parameters.optionalObject('refiner');
  if (refiner) {
    resolveAdapterModel(parameters, catalogue, 'refiner', 'refiner.model', refiner.model, base);
  }
}

function checkAdapterList(
  parameters: TaskParameters,
  catalogue: ModelCatalogue,
  base: CatalogueModel,
  name: string,
  rules: ListRules,
): void {
  const items = parameters.optionalArray(name) ?? [];
  items.forEach((item, index) => {
    const at = `${name}[${index}]`;
    if (!isPlainObject(item)) parameters.invalid(name, 'array', `${at} must be an object.`);
    resolveAdapterModel(parameters, catalogue, rules.slot, `${at}.model`, item.model, base);
    const weight = item.weight;
    if (
      weight !== undefined &&
      (typeof weight !== 'number' || weight < rules.weight.min || weight > rules.weight.max)
    ) {
      parameters.reject(
        rules.weight.code,
        `${at}.weight`,
        'float',
        `Invalid value for ${at}.weight parameter. The weight must be a number between ${rules.weight.min} and ${rules.weight.max}.`,
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
