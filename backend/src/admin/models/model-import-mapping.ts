import { ARCHITECTURES } from '../../database/seeds/reference-data.js';

/** The provider's add-on categories and the category each is stored under (spec part 2 §5). */
const ADD_ON_CATEGORIES: Readonly<Record<string, string>> = {
  lora: 'LoRA',
  controlnet: 'Controlnet',
  vae: 'VAE',
  embeddings: 'Embedding',
  lycoris: 'LyCORIS',
  // Not in the spec's list, but the catalogue has the category (the dashboard's IP-Adapter picker).
  ipadapter: 'IPAdapter',
};

/** Checkpoint types and their categories; a refiner has none, so its import fails. */
const CHECKPOINT_CATEGORY_BY_TYPE: Readonly<Record<string, string>> = {
  base: 'checkpointBase',
  inpainting: 'checkpointInpainting',
};

export const CATEGORY_MISSING = 'Could not find a matching model category.';

/**
 * The stored category of a provider result: its type decides for checkpoints (base,
 * inpainting), its category for add-ons; null when neither maps (the import counts it failed).
 */
export function mappedCategory(result: {
  category?: string | null;
  type?: string | null;
}): string | null {
  const category = result.category?.toLowerCase();
  const type = result.type?.toLowerCase();
  if (type && (!category || category === 'checkpoint'))
    return CHECKPOINT_CATEGORY_BY_TYPE[type] ?? null;
  if (!category) return null;
  return ADD_ON_CATEGORIES[category] ?? null;
}

const NAME_BY_CODE = new Map(ARCHITECTURES.map((seed) => [seed.code, seed.name]));

/**
 * The display name of a provider architecture code (sdxl → SDXL 1.0); an unknown code is its own
 * name, and the import creates the architecture under it.
 */
export function architectureName(code: string): string {
  return NAME_BY_CODE.get(code.toLowerCase()) ?? code.trim();
}

/** "a, b,, c" → ['a', 'b', 'c']. */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
