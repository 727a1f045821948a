import { ValidationFailedError } from '../errors/domain-errors.js';

/** An opaque keyset cursor: the sort key of the last item seen (created_at, id). */
export interface KeysetPosition {
  createdAt: Date;
  id: string;
}

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.toISOString(), position.id])).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string): KeysetPosition {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [
      string,
      string,
    ];
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime()) || typeof id !== 'string') throw new Error('bad cursor');
    return { createdAt: date, id };
  } catch {
    throw new ValidationFailedError('after is not a valid cursor', { field: 'after' });
  }
}
