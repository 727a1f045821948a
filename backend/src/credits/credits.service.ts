import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { User } from '../auth/entities/user.entity.js';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { CreditLedgerEntry, type LedgerKind } from './entities/credit-ledger-entry.entity.js';

/** Amounts are kept to 4 decimals, as stored. */
export const roundCredits = (amount: number) => Math.round(amount * 10_000) / 10_000;

/**
 * Gives credits (grants, refunds) and reads balances. Each movement is one UPDATE of the balance
 * plus one ledger row, in the caller's transaction. A generation's hold and settlement are single
 * statements of their own (generation/generation-records.ts).
 */
@Injectable()
export class CreditsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Gives credits back (the unused part of a hold, or all of it) or grants new ones. */
  async credit(
    manager: EntityManager,
    entry: {
      userId: string;
      kind: Exclude<LedgerKind, 'reserve'>;
      amount: number;
      generationId?: string;
      note?: string;
    },
  ): Promise<number> {
    const amount = roundCredits(entry.amount);
    const balanceAfter = await this.adjustBalance(manager, entry.userId, amount);
    if (balanceAfter === null) throw new NotFoundError('User not found');
    await this.record(manager, { ...entry, amount, balanceAfter });
    return balanceAfter;
  }

  async balance(userId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const rows: { credit_balance: string }[] = await manager.query(
      'SELECT credit_balance FROM users WHERE id = $1',
      [userId],
    );
    return rows.length ? Number(rows[0].credit_balance) : 0;
  }

  /** Adds `delta` to the balance in one statement; null when no row matched. */
  private async adjustBalance(
    manager: EntityManager,
    userId: string,
    delta: number,
  ): Promise<number | null> {
    const result = await manager
      .createQueryBuilder()
      .update(User)
      .set({ creditBalance: () => 'credit_balance + :delta' })
      .where('id = :userId', { userId, delta })
      .returning('credit_balance')
      .execute();
    const rows = result.raw as { credit_balance: string }[];
    return rows.length ? Number(rows[0].credit_balance) : null;
  }

  private async record(
    manager: EntityManager,
    entry: {
      userId: string;
      kind: LedgerKind;
      amount: number;
      balanceAfter: number;
      generationId?: string;
      note?: string;
    },
  ) {
    await manager.insert(CreditLedgerEntry, {
      userId: entry.userId,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      generationId: entry.generationId ?? null,
      note: entry.note ?? null,
    });
  }
}
