import { closedEnum } from '../common/graphql/closed-enum.js';

/**
 * Every kind of credit movement. welcome: a new account's credits; reserve: held before a
 * generation; settle: the unused part of a hold returned; refund: a failed (or cancelled) generation's hold
 * returned; grant: given by an administrator; purchase: a paid credit pack; purchase_refund: a
 * refunded pack's credits taken back (or owed credits collected); dispute_hold: a disputed pack's
 * credits frozen; dispute_release: frozen credits given back when the dispute is won.
 */
export const LEDGER_KINDS = [
  'welcome',
  'reserve',
  'settle',
  'refund',
  'grant',
  'purchase',
  'purchase_refund',
  'dispute_hold',
  'dispute_release',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LedgerKindEnum = closedEnum('LedgerKind', LEDGER_KINDS, 'Why credits moved.', {
  welcome: "A new account's credits.",
  reserve: 'Held before a generation.',
  settle: 'The unused part of a hold returned.',
  refund: "A failed or cancelled generation's hold returned.",
  grant: 'Given by an administrator.',
  purchase: 'A paid credit pack.',
  purchase_refund: "A refunded pack's credits taken back, or credits it still owed collected.",
  dispute_hold: "A disputed pack's credits frozen until the dispute closes.",
  dispute_release: 'Frozen credits given back: the dispute was won.',
});

/** What a ledger row points at, each given as a SQL expression of the enclosing statement. */
export interface LedgerReference {
  generationId?: string;
  checkoutSessionId?: string;
  actorId?: string;
  note?: string;
}

export interface BalanceMovementSql extends LedgerReference {
  /** SQL expression of the user's id, e.g. `$2::uuid`. */
  userId: string;
  /** SQL expression of the signed amount (numeric): negative takes credits, positive gives them. */
  amount: string;
  kind: LedgerKind;
  /** Extra SQL condition the movement needs, e.g. `EXISTS (SELECT 1 FROM generation)`. */
  onlyIf?: string;
}

/**
 * The one SQL that moves a balance: two data-modifying CTEs, `credit_movement` (the balance
 * update, RETURNING the balance after it) and `credit_ledger_row` (its ledger row), for a
 * statement to embed beside its own CTEs. One statement commits or rolls back as a whole, so a
 * balance never moves without its row. The update runs only while the balance stays at or above
 * zero: PostgreSQL re-checks that on the newest row version after waiting for the row lock, so
 * concurrent movements can never overdraw (the `users_credit_balance_not_negative` check backs it
 * up). Nothing moves when no row matches; the statement reads that from `credit_movement`.
 *
 * Only the credits module builds these statements (CreditsService and TaskCharges).
 */
export function balanceMovementCtes(movement: BalanceMovementSql): string {
  const reference = (expression: string | undefined, cast: string) =>
    expression ? `${expression}::${cast}` : `NULL::${cast}`;
  return `credit_movement AS (
      UPDATE users SET credit_balance = credit_balance + (${movement.amount})::numeric, updated_at = now()
      WHERE id = ${movement.userId}
        AND credit_balance + (${movement.amount})::numeric >= 0
        ${movement.onlyIf ? `AND ${movement.onlyIf}` : ''}
      RETURNING id, credit_balance
    ), credit_ledger_row AS (
      INSERT INTO credit_ledger (user_id, kind, amount, balance_after, generation_id, checkout_session_id, actor_id, note)
      SELECT id, '${movement.kind}', (${movement.amount})::numeric, credit_balance,
        ${reference(movement.generationId, 'uuid')}, ${reference(movement.checkoutSessionId, 'text')},
        ${reference(movement.actorId, 'uuid')}, ${reference(movement.note, 'text')}
      FROM credit_movement
      RETURNING id
    )`;
}
