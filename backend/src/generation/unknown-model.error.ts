import { DomainError } from '../common/errors/domain-errors.js';

/** Where a model is named in a generation, with the code the provider gives an unknown one. */
export const MODEL_SLOTS = {
  model: { code: 'invalidModel', parameter: 'model' },
  lora: { code: 'invalidLoraModel', parameter: 'lora' },
  controlNet: { code: 'invalidControlNetModel', parameter: 'controlNet' },
  ipAdapter: { code: 'invalidIpAdapterModel', parameter: 'ipAdapters' },
  vae: { code: 'invalidVaeModel', parameter: 'vae' },
  embedding: { code: 'invalidEmbeddingModel', parameter: 'embeddings' },
} as const;
export type ModelSlot = keyof typeof MODEL_SLOTS;

/**
 * A generation names a model this server does not offer the caller: refused before any charge with
 * the provider's own code and parameter (clients show 'Model error: ...'), as a 400.
 */
export class UnknownModelError extends DomainError {
  readonly code: string;
  readonly status = 400;
  constructor(slot: ModelSlot, air: string) {
    const { code, parameter } = MODEL_SLOTS[slot];
    super(
      `Invalid value for ${parameter} parameter: "${air}" is not a model available to you. Choose one of the listed models.`,
      { parameter },
    );
    this.code = code;
  }
}
