import { ValidationFailedError } from '../errors/domain-errors.js';
import { decodePositionCursor, encodePositionCursor } from './cursor.js';
import { type CursorPageOf } from './cursor-page.js';

/** Which page a client asks for: after a cursor, or (numbered pages) after skipping `offset`. */
export interface PageRequest {
  first: number;
  after?: string | null;
  offset?: number | null;
}

/** A client pages one way at a time: by cursor or by offset. */
export function refuseCursorWithOffset(page: PageRequest): void {
  if (page.after && page.offset)
    throw new ValidationFailedError('Pass after or offset, not both', { field: 'offset' });
}

/** Where a list read by position (a queue's jobs, a report's files) starts for this request. */
export function positionOf(page: PageRequest): number {
  refuseCursorWithOffset(page);
  return page.after ? decodePositionCursor(page.after) : (page.offset ?? 0);
}

/** The page of `items` read from `start`; more follow while fewer than `end` have been read. */
export function positionPage<Item>(items: Item[], start: number, end: number): CursorPageOf<Item> {
  const hasMore = start + items.length < end;
  return {
    items,
    hasMore,
    nextCursor: hasMore ? encodePositionCursor(start + items.length) : null,
  };
}
