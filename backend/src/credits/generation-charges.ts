import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sqlPool } from '../database/sql-pool.js';
import { balanceMovementCtes } from './balance-movement.js';
import { roundCredits } from './credit-amount.js';
import { type GenerationTask } from '../generation/dto/generation-enums.js';

/**
 * $1 id, $2 user, $3 taskUUID, $4 model, $5 parameters, $6 image count, $7 charged, $8 model name,
 * $9 task type, $10 hold.
 */
const START_WITH_HOLD = `WITH ${balanceMovementCtes({
  userId: '$2::uuid',
  amount: '-$10::numeric',
  kind: 'reserve',
  generationId: '$1',
})}, generation AS (
    INSERT INTO generations (id, user_id, task_uuid, model_air, parameters, status, image_count, charged, model_name, task_type)
    SELECT $1::uuid, $2::uuid, $3::uuid, $4::text, $5::jsonb, 'pending', $6::int, $7::boolean, $8::text, $9::text
    FROM credit_movement
  )
  SELECT EXISTS (SELECT 1 FROM credit_movement) AS held`;

/**
 * $1 id, $2 user, $3 provider cost, $4 credits charged, $5 duration, $6 images, $7 texts, $8 credits
 * given back.
 */
const SUCCEED_AND_SETTLE = `WITH generation AS (
    UPDATE generations SET status = 'succeeded', provider_cost_usd = $3::numeric,
      credits_charged = $4::numeric, duration_ms = $5::int, images = $6::jsonb, texts = $7::jsonb,
      completed_at = now(), error_code = NULL, error_message = NULL
    WHERE id = $1::uuid AND status IN ('pending', 'running', 'unknown')
    RETURNING id
  ), ${balanceMovementCtes({
    userId: '$2::uuid',
    amount: '$8',
    kind: 'settle',
    generationId: '$1',
    onlyIf: 'EXISTS (SELECT 1 FROM generation)',
  })}
  SELECT coalesce((SELECT credit_balance FROM credit_movement),
                  (SELECT credit_balance FROM users WHERE id = $2::uuid)) AS balance`;

/** $1 id, $2 user, $3 duration, $4 error code, $5 error message, $6 hold to give back. */
const FAIL_AND_REFUND = `WITH generation AS (
    UPDATE generations SET status = 'failed', duration_ms = $3::int, completed_at = now(),
      error_code = $4::text, error_message = $5::text
    WHERE id = $1::uuid AND status IN ('pending', 'running', 'unknown')
    RETURNING id
  ), ${balanceMovementCtes({
    userId: '$2::uuid',
    amount: '$6',
    kind: 'refund',
    generationId: '$1',
    onlyIf: '$6::numeric > 0 AND EXISTS (SELECT 1 FROM generation)',
  })}
  SELECT 1`;

/**
 * The writes of one generation, each a single SQL statement outside BEGIN/COMMIT: one statement
 * is atomic by itself (its data-modifying CTEs commit or roll back together), costs one round
 * trip and one durable commit, and needs no TypeORM query building.
 *
 * The credits module owns them because each moves a balance (balanceMovementCtes, the same SQL as
 * every other movement); the generation's own row changes in the same statement, so a hold, its
 * generation and its ledger row exist together or not at all:
 * - a hold is taken only while the balance covers it, so concurrent generations never overdraw;
 * - a generation is reserved, settled and refunded at most once (unique (generation_id, kind)
 *   ledger rows), and settle/refund move credits only when they move the generation out of
 *   'pending' (or 'running', 'unknown'), so a generation can never be both settled and refunded.
 *
 * Durability: both commits (the hold and the settlement) keep synchronous_commit on. Making the
 * hold asynchronous would save one WAL flush, but the provider is called as soon as the hold
 * returns; after a database crash in that window the hold and the pending generation row could be
 * gone while the provider has already run (and charged the operator). The settlement would then
 * find no pending generation, so the images would be neither recorded nor charged. A lost hold is
 * harmless only when the provider was not called, and nothing here can know that, so it is not
 * done. A lost settlement would be worse (credits held for ever, the outcome unrecorded).
 */
@Injectable()
export class GenerationCharges {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records the pending generation and, when `hold` > 0, takes the hold with its 'reserve' ledger
   * row in the same statement. Returns false (and writes nothing) when the balance is short.
   * A taskUUID already used fails with a unique violation (nothing written either).
   */
  async start(generation: {
    id: string;
    userId: string;
    taskUUID: string;
    modelAir: string;
    modelName: string;
    parameters: Record<string, unknown>;
    imageCount: number;
    charged: boolean;
    hold: number;
    /** imageInference unless a creator tool. */
    taskType?: GenerationTask;
  }): Promise<boolean> {
    const values = [
      generation.id,
      generation.userId,
      generation.taskUUID,
      generation.modelAir,
      JSON.stringify(generation.parameters),
      generation.imageCount,
      generation.charged,
      generation.modelName,
      generation.taskType ?? 'imageInference',
    ];
    if (generation.hold <= 0) {
      await sqlPool(this.dataSource).query({
        name: 'generations.start',
        text: `INSERT INTO generations (id, user_id, task_uuid, model_air, parameters, status, image_count, charged, model_name, task_type)
               VALUES ($1, $2, $3, $4, $5::jsonb, 'pending', $6, $7, $8, $9)`,
        values,
      });
      return true;
    }
    const { rows } = await sqlPool(this.dataSource).query<{ held: boolean }>({
      name: 'generations.startWithHold',
      text: START_WITH_HOLD,
      values: [...values, generation.hold],
    });
    return rows[0].held;
  }

  /**
   * A generation the provider may have run but did not confirm: it leaves 'pending' (or 'running')
   * for 'unknown'
   * and keeps its hold, which the reconciliation job settles or refunds later.
   */
  async markUnknown(id: string, message: string): Promise<void> {
    await sqlPool(this.dataSource).query({
      name: 'generations.markUnknown',
      text: `UPDATE generations SET status = 'unknown', error_code = 'generationPending',
               error_message = $2::text
             WHERE id = $1::uuid AND status IN ('pending', 'running')`,
      values: [id, message],
    });
  }

  async statusOf(id: string): Promise<string | null> {
    const { rows } = await sqlPool(this.dataSource).query<{ status: string }>({
      name: 'generations.status',
      text: `SELECT status FROM generations WHERE id = $1::uuid`,
      values: [id],
    });
    return rows[0]?.status ?? null;
  }

  /**
   * A queued generation taken up by a worker: 'pending' becomes 'running', once. False when it
   * already left 'pending' (a job run a second time after its worker died must not call the
   * provider again).
   */
  async markRunning(id: string): Promise<boolean> {
    const { rowCount } = await sqlPool(this.dataSource).query({
      name: 'generations.markRunning',
      text: `UPDATE generations SET status = 'running' WHERE id = $1::uuid AND status = 'pending'`,
      values: [id],
    });
    return rowCount === 1;
  }

  /**
   * Marks a pending generation succeeded and gives back `hold - charged` with a 'settle' ledger
   * row (when there was a hold). Returns the user's balance afterwards.
   */
  async succeed(settlement: {
    id: string;
    userId: string;
    hold: number;
    charged: number;
    providerCostUsd: number;
    durationMs: number;
    images: readonly object[];
    /** What a text tool answered. */
    texts?: readonly string[];
  }): Promise<number> {
    const values = [
      settlement.id,
      settlement.userId,
      settlement.providerCostUsd,
      settlement.charged,
      settlement.durationMs,
      JSON.stringify(settlement.images),
      JSON.stringify(settlement.texts ?? []),
    ];
    if (settlement.hold <= 0) {
      const { rows } = await sqlPool(this.dataSource).query<{ balance: string }>({
        name: 'generations.succeed',
        text: `WITH generation AS (
                 UPDATE generations SET status = 'succeeded', provider_cost_usd = $3::numeric,
                   credits_charged = $4::numeric, duration_ms = $5::int, images = $6::jsonb,
                   texts = $7::jsonb, completed_at = now(), error_code = NULL, error_message = NULL
                 WHERE id = $1::uuid AND status IN ('pending', 'running', 'unknown')
               )
               SELECT credit_balance AS balance FROM users WHERE id = $2::uuid`,
        values,
      });
      return rows.length ? Number(rows[0].balance) : 0;
    }
    const { rows } = await sqlPool(this.dataSource).query<{ balance: string }>({
      name: 'generations.succeedAndSettle',
      text: SUCCEED_AND_SETTLE,
      values: [...values, roundCredits(settlement.hold - settlement.charged)],
    });
    return rows.length && rows[0].balance !== null ? Number(rows[0].balance) : 0;
  }

  /** Marks a pending generation failed and refunds the whole hold with a 'refund' ledger row. */
  async fail(failure: {
    id: string;
    userId: string;
    hold: number;
    durationMs: number;
    errorCode: string;
    errorMessage: string;
  }): Promise<void> {
    await sqlPool(this.dataSource).query({
      name: 'generations.failAndRefund',
      text: FAIL_AND_REFUND,
      values: [
        failure.id,
        failure.userId,
        failure.durationMs,
        failure.errorCode,
        failure.errorMessage,
        Math.max(failure.hold, 0),
      ],
    });
  }
}
