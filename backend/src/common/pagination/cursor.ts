import { ValidationFailedError } from '../errors/domain-errors.js';
import { isUuid } from '../validation/uuid.js';
import { textFault } from '../validation/well-formed-text.js';

/** An opaque keyset cursor: the sort key of the last item seen (created_at, id). */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

/** An opaque cursor over the sort key of the last item seen: base64url of its parts' JSON. */
export function encodeCursorParts(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/**
 * The parts of a cursor this server made, or a 400 naming `after`. A cursor comes back from the
 * client, so each part is checked before it reaches SQL: `valid` judges their kinds and ranges,
 * and no text part may hold what PostgreSQL refuses (NUL, a lone surrogate).
 */
export function decodeCursorParts<Parts extends unknown[]>(
  cursor: string,
  valid: (parts: unknown[]) => parts is Parts,
): Parts {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  const textIsSound = (part: unknown) => typeof part !== 'string' || !textFault(part);
  if (Array.isArray(parts) && parts.every(textIsSound) && valid(parts)) return parts;
  throw new ValidationFailedError('after is not a valid cursor', { field: 'after' });
}

export function encodeCursor(position: KeysetPosition): string {
  return encodeCursorParts([position.createdAt.toISOString(), position.id]);
}

/** A timestamp as encodeCursor writes it, within the years PostgreSQL and JavaScript share. */
function isCursorTimestamp(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const date = new Date(text);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== text) return false;
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999;
}

const isKeysetParts = (parts: unknown[]): parts is [string, string] =>
  parts.length === 2 && isCursorTimestamp(parts[0]) && isUuid(parts[1]);

export function decodeCursor(cursor: string): KeysetPosition {
  const [createdAt, id] = decodeCursorParts(cursor, isKeysetParts);
  return { createdAt: new Date(createdAt), id };
}
