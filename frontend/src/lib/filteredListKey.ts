/**
 * Cache keys for a list field that can be narrowed by filters: the base list (say, one folder's
 * images) alone when no filter is set, else the base followed by each filter that is set. The
 * unfiltered list keeps the key it had before filters existed, so code that names it by its base
 * arguments still finds it; every filtered view of it starts with that key and a separator.
 */

const SEPARATOR = '|';

const isSet = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** `base` alone, or `base|name:value|…` for the filters (of `filterNames`) that `args` sets. */
export function filteredListKey(
  base: string,
  args: Record<string, unknown> | null | undefined,
  filterNames: readonly string[],
): string {
  const filters = filterNames
    .filter((name) => isSet(args?.[name]))
    .map((name) => `${name}:${JSON.stringify(args?.[name])}`);
  return [base, ...filters].join(SEPARATOR);
}

/**
 * Whether a stored field name (as Apollo's cache names it, `field:key`) holds the list `base` or
 * a filtered view of it: what to forget when that list changed on the server.
 */
export function isViewOfList(storeFieldName: string, fieldName: string, base: string): boolean {
  const list = `${fieldName}:${base}`;
  return storeFieldName === list || storeFieldName.startsWith(list + SEPARATOR);
}
