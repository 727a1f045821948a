import { ARCHITECTURES } from '../../database/seeds/reference-data.js';

/** The provider's add-on categories and the category each is stored under. */
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
 * A 2026 result has no type: a checkpoint is then an inpainting one when its capabilities say
 * so, else a base one.
 */
export function mappedCategory(result: SearchResultFacts): string | null {
  const category = result.category?.toLowerCase();
  const type = checkpointTypeOf(result);
  if (type && (!category || category === 'checkpoint'))
    return CHECKPOINT_CATEGORY_BY_TYPE[type] ?? null;
  if (!category) return null;
  return ADD_ON_CATEGORIES[category] ?? null;
}

interface SearchResultFacts {
  category?: string | null;
  type?: string | null;
  capabilities?: readonly string[] | null;
  tags?: readonly string[] | null;
}

/**
 * A checkpoint's type: stated in a 2025 result; a 2026 one has none, so an inpainting (or refiner)
 * checkpoint is told by its capabilities and any other is a base one. Undefined for an add-on.
 */
export function checkpointTypeOf(result: SearchResultFacts): string | undefined {
  if (result.type) return result.type.toLowerCase();
  if (result.category?.toLowerCase() !== 'checkpoint') return undefined;
  const capabilities = result.capabilities ?? [];
  if (capabilities.some((capability) => /inpaint/i.test(capability))) return 'inpainting';
  if (capabilities.some((capability) => /refine/i.test(capability))) return 'refiner';
  return 'base';
}

/**
 * Whether a result meets the filters the 2026 search no longer takes (type, tags, a category it
 * no longer lists), which the server applies to the page instead. A 2026 result carries no tags,
 * so the tag filter cannot tell and keeps it.
 */
export function meetsLocalFilters(
  result: SearchResultFacts,
  filters: { type?: string; category?: string; tags?: readonly string[] },
): boolean {
  if (filters.type && checkpointTypeOf(result) !== filters.type.toLowerCase()) return false;
  if (filters.category && result.category?.toLowerCase() !== filters.category.toLowerCase())
    return false;
  const wanted = filters.tags?.map((tag) => tag.toLowerCase()) ?? [];
  if (wanted.length > 0 && result.tags)
    return result.tags.some((tag) => wanted.includes(tag.toLowerCase()));
  return true;
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
