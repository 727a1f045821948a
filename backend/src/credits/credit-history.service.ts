import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { keysetPage } from '../common/pagination/keyset.js';
import { type PageRequest } from '../common/pagination/position-page.js';
import { isUuid } from '../common/validation/uuid.js';
import { type CreditHistoryLine } from './dto/credit-history-line.js';
import { type CreditHistoryPage } from './dto/credit-history-page.js';
import { CreditLedgerEntry } from './entities/credit-ledger-entry.entity.js';

/**
 * The ledger rows that begin a line: a generation's hold (every charged generation starts with
 * one) and every row of no generation. The partial index credit_ledger_user_lines_idx holds
 * exactly these, so counting and paging lines read no other row.
 */
export const LINE_START_SQL = `"entry"."generation_id" IS NULL OR "entry"."kind" = 'reserve'`;

/** A generation line's rows, found through the (generation_id, kind) unique index. */
const GENERATION_ROWS = `FROM credit_ledger part WHERE part.generation_id = "entry"."generation_id"`;

const LINE_AMOUNT_SQL = `CASE WHEN "entry"."generation_id" IS NULL THEN "entry"."amount"
  ELSE (SELECT sum(part.amount) ${GENERATION_ROWS}) END`;

const LINE_BALANCE_AFTER_SQL = `CASE WHEN "entry"."generation_id" IS NULL THEN "entry"."balance_after"
  ELSE (SELECT part.balance_after ${GENERATION_ROWS}
        ORDER BY part.created_at DESC, part.id DESC LIMIT 1) END`;

/**
 * A user's credit history as a person reads it: one line per generation (its hold, then its
 * settlement or refund, with their net amount) and one per other movement, newest first. Pages
 * count lines, so a page of 20 shows 20 lines.
 */
@Injectable()
export class CreditHistoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async lines(userId: string, page: PageRequest): Promise<CreditHistoryPage> {
    if (!isUuid(userId)) return { items: [], total: 0, nextCursor: null, hasMore: false };
    // One snapshot: a generation settling meanwhile changes neither the count nor a line's parts
    // against its amount.
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const ledger = manager.getRepository(CreditLedgerEntry);
      const starts = ledger
        .createQueryBuilder('entry')
        .where('entry.userId = :userId', { userId })
        .andWhere(`(${LINE_START_SQL})`);
      const total = await starts.clone().getCount();
      const startsPage = await keysetPage(
        starts
          .addSelect(LINE_AMOUNT_SQL, 'line_amount')
          .addSelect(LINE_BALANCE_AFTER_SQL, 'line_balance_after'),
        'entry',
        page,
        (start, row) => ({
          start,
          amount: Number(row.line_amount),
          balanceAfter: Number(row.line_balance_after),
        }),
      );
      const generationIds = startsPage.items.flatMap(({ start }) =>
        start.generationId ? [start.generationId] : [],
      );
      const generationRows = generationIds.length
        ? await ledger.find({
            where: { userId, generationId: In(generationIds) },
            order: { createdAt: 'ASC', id: 'ASC' },
          })
        : [];
      const items = startsPage.items.map(({ start, amount, balanceAfter }): CreditHistoryLine => ({
        id: start.id,
        kind: start.kind,
        amount,
        balanceAfter,
        generationId: start.generationId,
        checkoutSessionId: start.checkoutSessionId,
        note: start.note,
        createdAt: start.createdAt,
        parts: start.generationId
          ? generationRows.filter((row) => row.generationId === start.generationId)
          : [start],
      }));
      return { ...startsPage, items, total };
    });
  }
}
