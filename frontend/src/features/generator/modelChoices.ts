import type { GeneratorModelFragment } from '../../graphql/generated/graphql';

export type CatalogModel = GeneratorModelFragment;

export interface NamedCategory {
  id: number;
  category: string;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export function sortByName<T extends { name: string }>(models: readonly T[]): T[] {
  return [...models].sort(byName);
}

/** Model search: case-insensitive substring of the name. */
export function searchModels<T extends { name: string }>(
  models: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...models];
  return models.filter((model) => model.name.toLowerCase().includes(needle));
}

export type AddOnKind = 'lora' | 'embedding' | 'controlnet' | 'ipadapter' | 'vae';

/** Each add-on section's display name and the catalogue categories its picker offers. */
export const ADD_ON_KINDS: Record<AddOnKind, { label: string; categories: readonly string[] }> = {
  lora: { label: 'LoRA', categories: ['lora', 'lycoris'] },
  embedding: { label: 'Embedding', categories: ['embedding'] },
  controlnet: { label: 'ControlNet', categories: ['controlnet'] },
  ipadapter: { label: 'IP-Adapter', categories: ['ipadapter'] },
  vae: { label: 'VAE', categories: ['vae'] },
};

export interface AddOnChoices {
  /** Same architecture as the base model, by name. */
  compatible: CatalogModel[];
  /** The rest of the category, by name (shown in red on request). */
  incompatible: CatalogModel[];
  total: number;
}

/** The models an add dialog offers: those of the kind's categories, split by architecture. */
export function addOnChoices(
  models: readonly CatalogModel[],
  categories: readonly NamedCategory[],
  kind: AddOnKind,
  architectureId: number | undefined,
): AddOnChoices {
  const wanted = new Set(ADD_ON_KINDS[kind].categories);
  const categoryIds = new Set(
    categories
      .filter((category) => wanted.has(category.category.toLowerCase()))
      .map((category) => category.id),
  );
  const ofKind = sortByName(models.filter((model) => categoryIds.has(model.modelCategoryId)));
  const compatible = ofKind.filter((model) => model.architectureId === architectureId);
  const incompatible = ofKind.filter((model) => model.architectureId !== architectureId);
  return { compatible, incompatible, total: ofKind.length };
}

/** The note under an add dialog's picker. */
export function addOnNote(
  kind: AddOnKind,
  architecture: string,
  { compatible, total }: { compatible: readonly unknown[]; total: number },
): string {
  const { label } = ADD_ON_KINDS[kind];
  if (total === 0) return `No ${label} models found`;
  if (compatible.length === 0) return `No ${label} models compatible with ${architecture}`;
  return `Showing ${compatible.length} of ${total} ${label} models compatible with ${architecture}`;
}
