import { type EntityManager } from 'typeorm';
import { ConflictError } from '../errors/domain-errors.js';

/** How many rows of one kind an account may hold, and what a refusal says. */
export interface AccountCap {
  /** The table whose rows are counted by user_id. */
  table:
    | 'api_keys'
    | 'webhook_endpoints'
    | 'folders'
    | 'favorites'
    | 'share_links'
    | 'prompt_styles'
    | 'saved_references';
  /** Which of the user's rows count, as SQL over the table's columns; omitted: all of them. */
  counted?: 'revoked_at IS NULL';
  max: number;
  /** Why a new one is refused, e.g. "You can have at most 20 API keys; revoke one first". */
  refusal: string;
}

/**
 * Runs `create` only while the user holds fewer than `cap.max` rows: the user's row is locked
 * first, so concurrent requests cannot all pass the count. A capped list is also one a client may
 * read whole, so these lists need no paging.
 */
export function withinAccountCap<T>(
  manager: EntityManager,
  userId: string,
  cap: AccountCap,
  create: (transaction: EntityManager) => Promise<T>,
): Promise<T> {
  return manager.transaction(async (transaction) => {
    await transaction.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [{ count }]: { count: number }[] = await transaction.query(
      `SELECT count(*)::int AS count FROM ${cap.table} WHERE user_id = $1${cap.counted ? ` AND ${cap.counted}` : ''}`,
      [userId],
    );
    if (count >= cap.max) throw new ConflictError(cap.refusal);
    return create(transaction);
  });
}
