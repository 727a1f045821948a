import type { AdminReferenceQuery } from '../../graphql/generated/admin/graphql';

/** The access levels, architectures and model categories every tab picks from. */
export type AdminReference = AdminReferenceQuery;

export function categoryName(reference: AdminReference, id: number | null | undefined) {
  return reference.modelCategories.find((category) => category.id === id)?.category;
}

export function architectureName(reference: AdminReference, id: number | null | undefined) {
  return reference.architectures.find((architecture) => architecture.id === id)?.architecture;
}

export function accessLevelName(reference: AdminReference, id: number | null | undefined) {
  return reference.accessLevels.find((level) => level.id === id)?.name;
}

/** Access levels lowest first, as options of a select. */
export function accessLevelOptions(reference: AdminReference) {
  return [...reference.accessLevels]
    .sort((a, b) => a.level - b.level)
    .map((level) => ({ value: level.id, label: level.name }));
}
