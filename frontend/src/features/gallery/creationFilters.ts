import { GALLERY_PAGE_SIZE } from './galleryPageSize';

/**
 * What narrows the gallery's list, as the page keeps it, and the `creations` arguments it sends.
 * The date range is whole local days: `from` the start of the first, `to` the start of the day
 * after the last (the server's `to` is exclusive).
 */
export interface CreationFilters {
  /** Words of the prompt, as typed. */
  search: string;
  /** A model's AIR identifier, or null for every model. */
  model: string | null;
  /** ISO instants, both set or both null. */
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: CreationFilters = { search: '', model: null, from: null, to: null };

/**
 * The `creations` variables of a tab's first page. index.html's early query for the gallery sends
 * the unfiltered "all images" one, which the page's own request must equal (keys in this order).
 */
export function firstPageVariables(folderId: string | null, filters: CreationFilters) {
  return { folderId, ...filterVariables(filters), first: GALLERY_PAGE_SIZE };
}

/** The filters' arguments of `creations`: only those that are set, so an unfiltered list asks as before. */
export function filterVariables(filters: CreationFilters): {
  search?: string;
  model?: string;
  from?: string;
  to?: string;
} {
  const search = filters.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.model ? { model: filters.model } : {}),
    ...(filters.from && filters.to ? { from: filters.from, to: filters.to } : {}),
  };
}

/** How many filters narrow the list: the search, the model and the date range each count once. */
export function filterCount(filters: CreationFilters): number {
  return Object.keys(filterVariables(filters)).length;
}

export function hasFilters(filters: CreationFilters): boolean {
  return filterCount(filters) > 0;
}

/** The instants bounding the local days from `first` to `last`, both included. */
export function dayRangeBounds(first: Date, last: Date): { from: string; to: string } {
  const from = new Date(first.getFullYear(), first.getMonth(), first.getDate());
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}
