import { type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { isUuid } from '../validation/uuid.js';
import { decodeCursorParts, encodeCursorParts } from './cursor.js';
import { type CursorPageOf } from './cursor-page.js';
import { type PageRequest, refuseCursorWithOffset } from './position-page.js';

/** created_at as PostgreSQL prints it: `2026-01-31 12:34:56.123456+00`. */
const POSTGRES_TIMESTAMPTZ =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?$/;

/** True for a real moment in that form; anything else would make PostgreSQL fail the query. */
function isPostgresTimestamp(text: unknown): text is string {
  const match = typeof text === 'string' ? POSTGRES_TIMESTAMPTZ.exec(text) : null;
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const isCalendarDay = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return year >= 1 && isCalendarDay && hour < 24 && minute < 60 && second < 60;
}

const isKeysetParts = (parts: unknown[]): parts is [string, string] =>
  parts.length === 2 && isPostgresTimestamp(parts[0]) && isUuid(parts[1]);

/**
 * One page of `query`'s rows, newest first by (created_at, id), the order an index on those
 * columns serves. The cursor holds created_at as PostgreSQL prints it: a JavaScript Date would drop
 * the microseconds now() records, and rows of the same millisecond would be skipped or repeated.
 * `query` selects entities (uuid `id`, `createdAt` on created_at) under `alias`, with no order of
 * its own.
 */
export async function keysetPage<Entity extends ObjectLiteral & { id: string }, Item = Entity>(
  query: SelectQueryBuilder<Entity>,
  alias: string,
  page: PageRequest,
  /** Builds an item from its entity and raw row (for columns selected beside the entity). */
  toItem: (entity: Entity, row: Record<string, unknown>) => Item = (entity) =>
    entity as unknown as Item,
): Promise<CursorPageOf<Item>> {
  const { first, after, offset } = page;
  refuseCursorWithOffset(page);
  query.addSelect(`${alias}.created_at::text`, 'keyset_at');
  if (after) {
    const [createdAt, id] = decodeCursorParts(after, isKeysetParts);
    query.andWhere(
      `(${alias}.createdAt, ${alias}.id) < (:keysetAt::timestamptz, :keysetId::uuid)`,
      { keysetAt: createdAt, keysetId: id },
    );
  }
  const { entities, raw } = await query
    .orderBy(`${alias}.createdAt`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .skip(offset || undefined)
    .take(first + 1)
    .getRawAndEntities<Record<string, unknown>>();
  const rows = new Map(raw.map((row) => [row[`${alias}_id`], row]));
  const shown = entities.slice(0, first);
  const hasMore = entities.length > first;
  const last = shown.at(-1);
  const lastAt = last && rows.get(last.id)?.keyset_at;
  return {
    items: shown.map((entity) => toItem(entity, rows.get(entity.id) ?? {})),
    hasMore,
    nextCursor:
      hasMore && last && typeof lastAt === 'string' ? encodeCursorParts([lastAt, last.id]) : null,
  };
}
