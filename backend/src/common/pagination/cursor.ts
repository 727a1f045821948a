import { ValidationFailedError } from '../errors/domain-errors.js';
import { textFault } from '../validation/well-formed-text.js';

/** An opaque cursor over the sort key of the last item seen: base64url of its parts' JSON. */
export function encodeCursorParts(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** A cursor over a list read by position (a queue's jobs): how many items came before. */
export function encodePositionCursor(position: number): string {
  return encodeCursorParts([position]);
}

const isPositionParts = (parts: unknown[]): parts is [number] =>
  parts.length === 1 && Number.isSafeInteger(parts[0]) && (parts[0] as number) >= 0;

export function decodePositionCursor(cursor: string): number {
  return decodeCursorParts(cursor, isPositionParts)[0];
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
