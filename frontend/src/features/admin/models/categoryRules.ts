// Which parts of the model form apply to a model category.

const CHECKPOINT_CATEGORIES = new Set(['checkpointBase', 'checkpointInpainting']);
const TRIGGER_WORD_CATEGORIES = new Set(['LoRA', 'Embedding', 'LyCORIS']);

/** Model Type (base, inpainting, refiner) is asked for checkpoints only. */
export function hasModelType(category: string | undefined): boolean {
  return category !== undefined && CHECKPOINT_CATEGORIES.has(category);
}

/** Trigger Words belong to LoRA, Embedding and LyCORIS models. */
export function hasTriggerWords(category: string | undefined): boolean {
  return category !== undefined && TRIGGER_WORD_CATEGORIES.has(category);
}

/** The Available Features checkboxes describe what a checkpoint can be combined with. */
export function hasFeatures(category: string | undefined): boolean {
  return hasModelType(category);
}

export const MODEL_TYPES = [
  { value: 'base', label: 'Base' },
  { value: 'inpainting', label: 'Inpainting' },
  { value: 'refiner', label: 'Refiner' },
] as const;

export const MODEL_FEATURES = [
  { key: 'lora', label: 'LoRA' },
  { key: 'controlnet', label: 'ControlNet' },
  { key: 'vae', label: 'VAE' },
  { key: 'ipadapter', label: 'IPAdapter' },
  { key: 'embeddings', label: 'Embeddings' },
] as const;

export type ModelFeature = (typeof MODEL_FEATURES)[number]['key'];
