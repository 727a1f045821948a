/** The provider search shows 30 results a page and at most 5 page numbers. */
export const SEARCH_PAGE_SIZE = 30;
export const MAX_PAGE_NUMBERS = 5;

export function pageCount(totalResults: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalResults / pageSize));
}

/** Pagination shows only when the results fill more than one page (spec: above 30). */
export function needsPagination(totalResults: number, pageSize = SEARCH_PAGE_SIZE): boolean {
  return totalResults > pageSize;
}

/**
 * The page numbers to offer: a window of at most `max` consecutive pages around the current
 * one, kept inside 1..totalPages.
 */
export function visiblePageNumbers(
  current: number,
  totalPages: number,
  max = MAX_PAGE_NUMBERS,
): number[] {
  const count = Math.min(max, totalPages);
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The provider's offset for a 1-based page: (page - 1) * 30. */
export function pageOffset(page: number, pageSize = SEARCH_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}
