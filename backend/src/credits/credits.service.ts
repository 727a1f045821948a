import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { isUuid } from '../common/validation/uuid.js';
import { NEW_USER_CREDITS } from '../database/seeds/reference-data.js';
import { balanceMovementCtes, type LedgerKind, type LedgerReference } from './balance-movement.js';
import { roundCredits } from './credit-amount.js';
import { type LedgerPage } from './dto/ledger-page.js';
import { keysetPage } from '../common/pagination/keyset.js';
import { type PageRequest } from '../common/pagination/position-page.js';
import { CreditLedgerEntry } from './entities/credit-ledger-entry.entity.js';

export interface CreditMovement extends LedgerReference {
  userId: string;
  kind: Exclude<LedgerKind, 'reserve' | 'settle' | 'refund'>;
  /** Signed: negative takes credits, positive gives them. */
  amount: number;
}

/** One movement statement per kind, built once (the kind is part of the SQL text). */
const movementStatements = new Map<LedgerKind, string>();
function movementStatement(kind: LedgerKind): string {
  let text = movementStatements.get(kind);
  if (!text) {
    text = `WITH ${balanceMovementCtes({
      userId: '$1::uuid',
      amount: '$2',
      kind,
      generationId: '$3',
      checkoutSessionId: '$4',
      actorId: '$5',
      note: '$6',
    })}
    SELECT credit_balance FROM credit_movement`;
    movementStatements.set(kind, text);
  }
  return text;
}

/**
 * The only code that moves credits outside a generation: welcome credits, administrator grants,
 * purchases and purchase refunds, each one statement (balance update plus its ledger row, see
 * balanceMovementCtes) in the caller's transaction when given one. Generations move credits
 * through TaskCharges, which embeds the same statement.
 */
@Injectable()
export class CreditsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Moves credits and records the row. Returns the balance after it, or null when nothing moved:
   * the user does not exist, or taking `-amount` would leave the balance below zero.
   */
  async move(
    movement: CreditMovement,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number | null> {
    const rows: { credit_balance: string }[] = await manager.query(
      movementStatement(movement.kind),
      [
        movement.userId,
        roundCredits(movement.amount),
        movement.generationId ?? null,
        movement.checkoutSessionId ?? null,
        movement.actorId ?? null,
        movement.note ?? null,
      ],
    );
    return rows.length ? Number(rows[0].credit_balance) : null;
  }

  /**
   * Takes up to `upTo` credits (positive), as many as the balance holds: for money the payment
   * provider took back (a refund, a dispute), which cannot be refused. The user's row is locked
   * first, so the amount read is the amount moved; the caller's manager must be in a transaction.
   * Returns the credits taken (0 when the balance is empty: no ledger row then).
   */
  async takeUpTo(
    movement: Omit<CreditMovement, 'amount'> & { upTo: number },
    manager: EntityManager,
  ): Promise<number> {
    const rows: { credit_balance: string }[] = await manager.query(
      'SELECT credit_balance FROM users WHERE id = $1 FOR UPDATE',
      [movement.userId],
    );
    if (!rows.length) return 0;
    const taken = roundCredits(Math.min(movement.upTo, Number(rows[0].credit_balance)));
    if (taken <= 0) return 0;
    const balance = await this.move({ ...movement, amount: -taken }, manager);
    // Cannot happen under the row lock; refusing beats recording a movement that did not occur.
    if (balance === null) throw new Error(`Taking ${taken} credits from ${movement.userId} failed`);
    return taken;
  }

  /** A new account's starting credits, in the transaction that creates the account. */
  async welcome(manager: EntityManager, userId: string): Promise<void> {
    await this.move(
      { userId, kind: 'welcome', amount: NEW_USER_CREDITS, note: 'Welcome credits' },
      manager,
    );
  }

  /** Credits an administrator gives a user (positive amounts only: see the grant DTO). */
  async grant(
    grant: { userId: string; amount: number; administratorId: string; note?: string | null },
    manager?: EntityManager,
  ): Promise<number> {
    const balance = await this.move(
      {
        userId: grant.userId,
        kind: 'grant',
        amount: grant.amount,
        actorId: grant.administratorId,
        note: grant.note || 'Granted by an administrator',
      },
      manager,
    );
    if (balance === null) throw new NotFoundError('User not found');
    return balance;
  }

  async balance(userId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const rows: { credit_balance: string }[] = await manager.query(
      'SELECT credit_balance FROM users WHERE id = $1',
      [userId],
    );
    return rows.length ? Number(rows[0].credit_balance) : 0;
  }

  /**
   * The balance with the user's row locked until the caller's transaction ends, so no hold or
   * grant moves it meanwhile: what is read stays the balance.
   */
  async lockedBalance(userId: string, manager: EntityManager): Promise<number> {
    const rows: { credit_balance: string }[] = await manager.query(
      'SELECT credit_balance FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    return rows.length ? Number(rows[0].credit_balance) : 0;
  }

  /** A user's ledger rows, newest first, served by the (user_id, created_at) index. */
  async ledger(userId: string, page: PageRequest): Promise<LedgerPage> {
    if (!isUuid(userId)) return { items: [], total: 0, nextCursor: null, hasMore: false };
    const query = this.dataSource
      .getRepository(CreditLedgerEntry)
      .createQueryBuilder('entry')
      .where('entry.userId = :userId', { userId });
    const total = await query.clone().getCount();
    return { ...(await keysetPage(query, 'entry', page)), total };
  }
}
