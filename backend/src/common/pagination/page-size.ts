/**
 * The one page-size rule of every list, GraphQL and REST alike: a page holds 1 to PAGE_SIZE_MAX
 * items. Arguments validated as DTOs refuse a size outside it (`pageSizeRefusal`); the REST
 * compatibility lists, whose query strings clients send loosely, clamp it (`clampPageSize`).
 */
export const PAGE_SIZE_MAX = 100;

/** The refusal of a page size outside 1..PAGE_SIZE_MAX, naming the argument as the client sent it. */
export function pageSizeRefusal(argument: 'first' | 'limit'): string {
  return `${argument} must be between 1 and ${PAGE_SIZE_MAX}`;
}

/** A page size brought into 1..PAGE_SIZE_MAX, for lists that clamp rather than refuse. */
export function clampPageSize(size: number): number {
  return Math.min(Math.max(size, 1), PAGE_SIZE_MAX);
}
