import {
  type AdapterKind,
  architectureOf,
  type ArchitectureProfile,
} from '../../catalogue/architectures.js';
import {
  type ArchitectureCode,
  type CatalogueModel,
  type ModelCategory,
} from '../../catalogue/catalogue-model.js';
import { type ModelCatalogue } from '../../catalogue/model-catalogue.js';
import { capitalised, type TaskParameters } from '../../protocol/task-parameters.js';

export type ModelSlot = 'lora' | AdapterKind;

interface SlotRules {
  categories: readonly ModelCategory[];
  /** What the slot holds, in messages. */
  noun: string;
  /** Error-code stem: invalid<Stem>, unsupported<Stem>. */
  codeStem: string;
}

const SLOTS: Record<ModelSlot, SlotRules> = {
  lora: { categories: ['lora', 'lycoris'], noun: 'LoRA', codeStem: 'LoraModel' },
  vae: { categories: ['vae'], noun: 'VAE', codeStem: 'VaeModel' },
  controlNet: { categories: ['controlnet'], noun: 'ControlNet', codeStem: 'ControlNetModel' },
  ipAdapters: { categories: ['ipadapter'], noun: 'IP-Adapter', codeStem: 'IpAdapterModel' },
  embeddings: { categories: ['embeddings'], noun: 'embedding', codeStem: 'EmbeddingsModel' },
  refiner: { categories: ['checkpoint'], noun: 'refiner', codeStem: 'RefinerModel' },
};

/**
 * Resolves the model an adapter slot names and refuses it the way the provider does: unknown AIR or
 * wrong kind of model → `invalid<Slot>Model`; an architecture that cannot load this kind of adapter
 * → `unsupportedArchitecture<Slot>`; an adapter built for another architecture → `unsupported<Slot>Model`
 * with both architectures named.
 */
export function resolveAdapterModel(
  parameters: TaskParameters,
  catalogue: ModelCatalogue,
  slot: ModelSlot,
  parameter: string,
  air: unknown,
  base: CatalogueModel,
  architectures: (code: ArchitectureCode) => ArchitectureProfile = architectureOf,
): CatalogueModel {
  const rules = SLOTS[slot];
  const baseProfile = architectures(base.architecture);
  if (slot !== 'lora' && !baseProfile.adapters.includes(slot)) {
    parameters.reject(
      `unsupportedArchitecture${capitalised(slot)}`,
      slot,
      slot === 'vae' || slot === 'refiner' ? 'object' : 'array',
      `Parameter ${slot} is not supported for the selected model configuration. The base model ${base.air} has architecture ${base.architecture}.`,
      { baseModelArchitecture: base.architecture },
    );
  }
  if (typeof air !== 'string' || air.length === 0) {
    return parameters.reject(
      `invalid${rules.codeStem}`,
      parameter,
      'string',
      `Invalid value for ${parameter} parameter. The ${rules.noun} model must be a string AIR identifier.`,
    );
  }
  const model = catalogue.find(air);
  if (!model || !rules.categories.includes(model.category)) {
    return parameters.reject(
      `invalid${rules.codeStem}`,
      parameter,
      'string',
      model
        ? `Invalid value for ${parameter} parameter. ${air} is a ${model.category} model, not a ${rules.noun} model.`
        : `Invalid value for ${parameter} parameter. No ${rules.noun} model with AIR ${air} exists.`,
    );
  }
  if (!fits(slot, architectures(model.architecture), baseProfile)) {
    parameters.reject(
      `unsupported${rules.codeStem}`,
      parameter,
      'string',
      `The ${rules.noun} model ${model.air} has architecture ${model.architecture}, which is not compatible with the base model ${base.air} of architecture ${base.architecture}.`,
      { baseModelArchitecture: base.architecture, modelArchitecture: model.architecture },
    );
  }
  return model;
}

/**
 * Adapters load on models of their own family (SDXL Lightning takes SDXL LoRAs, FLUX Schnell takes
 * FLUX Dev ones). Pony is an SDXL fine-tune: it also takes SDXL VAEs, ControlNets, IP-Adapters and
 * embeddings, but not SDXL LoRAs.
 */
function fits(slot: ModelSlot, adapter: ArchitectureProfile, base: ArchitectureProfile): boolean {
  const adapterFamily = adapter.family;
  const baseFamily = base.family;
  if (adapterFamily === baseFamily) return true;
  return slot !== 'lora' && adapterFamily === 'sdxl' && baseFamily === 'pony';
}
