import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sqlPool } from '../database/sql-pool.js';
import { balanceMovementCtes } from './balance-movement.js';
import { roundCredits } from './credit-amount.js';
import { type ChargedTaskType } from '../generation/dto/generation-enums.js';
import { GenerationEvents } from '../generation/generation-events.js';
import { GenerationLeases } from '../generation/generation-leases.js';

/** The lease a new generation starts with: this process owns it ($11) for $12 ms. */
const leaseRow = (hold: string) => `lease AS (
    INSERT INTO generation_leases (generation_id, owner, expires_at, hold, own_key)
    SELECT id, $11::text, now() + $12::int * interval '1 millisecond', ${hold}, NOT $7::boolean
    FROM generation
  )`;
const LEASE_ROW = leaseRow('$10::numeric');

/** A finished generation's lease goes in the same statement that finishes it. */
const LEASE_END = `lease_end AS (
    DELETE FROM generation_leases WHERE generation_id IN (SELECT id FROM generation)
  )`;

/**
 * The pending generation row, $1 to $9 in startValues' order; `from` is what it is written with
 * (the credit movement of its hold: no hold, no row), or nothing for a start without a hold.
 */
const pendingGeneration = (from = '') => `generation AS (
    INSERT INTO generations (id, user_id, task_uuid, model_air, parameters, status, image_count, charged, model_name, task_type)
    SELECT $1::uuid, $2::uuid, $3::uuid, $4::text, $5::jsonb, 'pending', $6::int, $7::boolean, $8::text, $9::text
    ${from}
    RETURNING id
  )`;

/**
 * $1 id, $2 user, $3 taskUUID, $4 model, $5 parameters, $6 image count, $7 charged, $8 model name,
 * $9 task type, $10 hold, $11 lease owner, $12 lease duration (ms).
 */
const START_WITH_HOLD = `WITH ${balanceMovementCtes({
  userId: '$2::uuid',
  amount: '-$10::numeric',
  kind: 'reserve',
  generationId: '$1',
})}, ${pendingGeneration('FROM credit_movement')}, ${LEASE_ROW}
  SELECT EXISTS (SELECT 1 FROM credit_movement) AS held`;

/**
 * START_WITH_HOLD with a hold between $13 and $10: the whole $10 when the balance covers it, else
 * the whole balance as long as it covers $13 (the estimate): a margin never refuses a member.
 */
const START_WITH_HOLD_WITHIN_BALANCE = `WITH hold_amount AS (
    SELECT least($10::numeric, credit_balance) AS amount FROM users
    WHERE id = $2::uuid AND credit_balance >= $13::numeric
  ), ${balanceMovementCtes({
    userId: '$2::uuid',
    amount: '-(SELECT amount FROM hold_amount)',
    kind: 'reserve',
    generationId: '$1',
    onlyIf: 'EXISTS (SELECT 1 FROM hold_amount)',
  })}, ${pendingGeneration('FROM credit_movement')}, ${leaseRow('(SELECT amount FROM hold_amount)')}
  SELECT EXISTS (SELECT 1 FROM credit_movement) AS held, (SELECT amount FROM hold_amount) AS hold`;

/**
 * Generation $1 ends succeeded unless already finished, and its lease with it: $3 provider cost,
 * $4 credits charged, $5 duration, $6 images, $7 texts.
 */
const SUCCEEDED = `generation AS (
    UPDATE generations SET status = 'succeeded', provider_cost_usd = $3::numeric,
      credits_charged = $4::numeric, duration_ms = $5::int, images = $6::jsonb, texts = $7::jsonb,
      completed_at = now(), error_code = NULL, error_message = NULL
    WHERE id = $1::uuid AND status IN ('pending', 'running', 'unknown')
    RETURNING id
  ), ${LEASE_END}`;

/** SUCCEEDED ($1 to $7, $2 the user) giving back $8 credits of the hold. */
const SUCCEED_AND_SETTLE = `WITH ${SUCCEEDED}, ${balanceMovementCtes({
  userId: '$2::uuid',
  amount: '$8',
  kind: 'settle',
  generationId: '$1',
  onlyIf: 'EXISTS (SELECT 1 FROM generation)',
})}
  SELECT coalesce((SELECT credit_balance FROM credit_movement),
                  (SELECT credit_balance FROM users WHERE id = $2::uuid)) AS balance,
         EXISTS (SELECT 1 FROM generation) AS settled`;

/** The unfinished generations `which` picks end failed: $3 duration, $4 error code and message $5. */
const failed = (which: string) => `generation AS (
    UPDATE generations SET status = 'failed', duration_ms = $3::int, completed_at = now(),
      error_code = $4::text, error_message = $5::text
    WHERE ${which} AND status IN ('pending', 'running', 'unknown')
    RETURNING id
  )`;

/** After `failed`: generation $1's hold $6 goes back to user $2, if the generation ended here. */
const REFUND_FAILED = `${balanceMovementCtes({
  userId: '$2::uuid',
  amount: '$6',
  kind: 'refund',
  generationId: '$1',
  onlyIf: '$6::numeric > 0 AND EXISTS (SELECT 1 FROM generation)',
})}
  SELECT EXISTS (SELECT 1 FROM generation) AS refunded`;

/** $1 id, $2 user, $3 duration, $4 error code, $5 error message, $6 hold to give back. */
const FAIL_AND_REFUND = `WITH ${failed('id = $1::uuid')}, ${LEASE_END}, ${REFUND_FAILED}`;

/**
 * A generation whose provider call was never made, refunded without asking: only while its lease
 * is held by $7 and still says so (the lease row is locked first, so an owner marking the task
 * sent at the same moment either comes before, and this refunds nothing, or finds no lease).
 * $1 id, $2 user, $3 duration, $4 error code, $5 error message, $6 hold, $7 lease owner.
 */
const REFUND_UNSENT = `WITH unsent AS (
    DELETE FROM generation_leases
    WHERE generation_id = $1::uuid AND owner = $7::text AND sent_at IS NULL
    RETURNING generation_id
  ), ${failed('id IN (SELECT generation_id FROM unsent)')}, ${REFUND_FAILED}`;

/**
 * Its owner ($2) cancels generation $1. One the provider was never sent (no sent_at on its lease)
 * ends 'cancelled' with its whole hold returned ('refund'); its lease row is deleted first, under
 * the row's lock, so a worker marking it sent at the same moment either comes first (then only the
 * wish is recorded) or finds no lease and never calls the provider. One already sent (or whose
 * outcome is unknown) only records the wish: the provider cannot stop it, it settles as it ends.
 */
const CANCEL = `WITH unsent AS (
    DELETE FROM generation_leases
    WHERE generation_id = $1::uuid AND sent_at IS NULL
      AND EXISTS (SELECT 1 FROM generations
                  WHERE id = $1::uuid AND user_id = $2::uuid AND status IN ('pending', 'running'))
    RETURNING generation_id, hold
  ), generation AS (
    UPDATE generations SET status = 'cancelled', completed_at = now(),
      cancel_requested_at = coalesce(cancel_requested_at, now()),
      duration_ms = 0, error_code = NULL, error_message = NULL
    WHERE id IN (SELECT generation_id FROM unsent) AND status IN ('pending', 'running')
    RETURNING id
  ), requested AS (
    UPDATE generations SET cancel_requested_at = coalesce(cancel_requested_at, now())
    WHERE id = $1::uuid AND user_id = $2::uuid AND status IN ('pending', 'running', 'unknown')
      AND NOT EXISTS (SELECT 1 FROM unsent)
    RETURNING id
  ), ${balanceMovementCtes({
    userId: '$2::uuid',
    amount: '(SELECT hold FROM unsent)',
    kind: 'refund',
    generationId: '$1',
    onlyIf: '(SELECT hold FROM unsent) > 0 AND EXISTS (SELECT 1 FROM generation)',
  })}
  SELECT EXISTS (SELECT 1 FROM generation) AS cancelled,
         EXISTS (SELECT 1 FROM requested) AS requested`;

/** A generation that failed: how long it took, why, and the hold to give back. */
export interface TaskFailure {
  id: string;
  userId: string;
  hold: number;
  durationMs: number;
  errorCode: string;
  errorMessage: string;
}

/** What cancelling did: ended it (hold returned), recorded the wish only, or nothing (finished). */
export type CancelOutcome = 'cancelled' | 'requested' | 'unchanged';

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
/** The generation row's values in the order every start statement takes them ($1 to $9). */
function startValues(generation: Parameters<TaskCharges['start']>[0]): unknown[] {
  return [
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
}

/** A failure's values in the order `failed` and REFUND_FAILED take them ($1 to $6). */
function failureValues(failure: TaskFailure): unknown[] {
  return [
    failure.id,
    failure.userId,
    failure.durationMs,
    failure.errorCode,
    failure.errorMessage,
    Math.max(failure.hold, 0),
  ];
}

/**
 * The credits of every charged provider task (a generation or a creator tool's run), each
 * recorded as a row of `generations` with its task type: the hold, settlement, refund and cancel,
 * each in the one statement that also writes its ledger row and lease.
 */
@Injectable()
export class TaskCharges {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leases: GenerationLeases,
    private readonly events: GenerationEvents,
  ) {}

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
    taskType?: ChargedTaskType;
  }): Promise<boolean> {
    const values = startValues(generation);
    const lease = [this.leases.owner, this.leases.leaseMs];
    if (generation.hold <= 0) {
      await sqlPool(this.dataSource).query({
        name: 'generations.start',
        text: `WITH ${pendingGeneration()}, ${LEASE_ROW}
               SELECT 1`,
        values: [...values, 0, ...lease],
      });
      this.started(generation);
      return true;
    }
    const { rows } = await sqlPool(this.dataSource).query<{ held: boolean }>({
      name: 'generations.startWithHold',
      text: START_WITH_HOLD,
      values: [...values, generation.hold, ...lease],
    });
    if (rows[0].held) this.started(generation);
    return rows[0].held;
  }

  /**
   * `start` for a hold that may shrink to the balance: takes `hold` when the balance covers it,
   * else the whole balance if that covers `leastHold`. Returns the hold taken, or null (nothing
   * written) when the balance is below `leastHold`.
   */
  async startWithinBalance(
    generation: Parameters<TaskCharges['start']>[0] & { leastHold: number },
  ): Promise<number | null> {
    if (generation.hold <= 0) return (await this.start(generation)) ? 0 : null;
    const { rows } = await sqlPool(this.dataSource).query<{ held: boolean; hold: string | null }>({
      name: 'generations.startWithHoldWithinBalance',
      text: START_WITH_HOLD_WITHIN_BALANCE,
      values: [
        ...startValues(generation),
        generation.hold,
        this.leases.owner,
        this.leases.leaseMs,
        Math.min(generation.leastHold, generation.hold),
      ],
    });
    if (!rows[0].held) return null;
    this.started(generation);
    return Number(rows[0].hold);
  }

  /** A generation just written: this process owns its lease, and its owner hears of it. */
  private started(generation: { id: string; userId: string }): void {
    this.leases.working(generation.id);
    this.events.changed(generation.userId, generation.id);
  }

  /**
   * A generation the provider may have run but did not confirm: it leaves 'pending' (or 'running')
   * for 'unknown' and keeps its hold, which reconciliation settles or refunds later. Its lease is
   * released: the sweeper asks too, should the reconciliation job be lost.
   */
  async markUnknown(id: string, message: string): Promise<void> {
    this.leases.done(id);
    const { rows } = await sqlPool(this.dataSource).query<{ userId: string }>({
      name: 'generations.markUnknown',
      text: `WITH generation AS (
               UPDATE generations SET status = 'unknown', error_code = 'generationPending',
                 error_message = $2::text
               WHERE id = $1::uuid AND status IN ('pending', 'running')
               RETURNING id, user_id
             ), lease AS (
               UPDATE generation_leases SET owner = NULL, expires_at = now()
               WHERE generation_id IN (SELECT id FROM generation)
             )
             SELECT user_id AS "userId" FROM generation`,
      values: [id, message],
    });
    if (rows[0]) this.events.changed(rows[0].userId, id);
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
   * Marks an unfinished generation succeeded and gives back `hold - charged` with a 'settle' ledger
   * row (when there was a hold), ending its lease. Returns the user's balance afterwards, and
   * whether this call settled it (false: it was already finished, so nothing moved).
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
  }): Promise<{ creditBalance: number; settled: boolean }> {
    this.leases.done(settlement.id);
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
      const { rows } = await sqlPool(this.dataSource).query<{
        balance: string | null;
        settled: boolean;
      }>({
        name: 'generations.succeed',
        text: `WITH ${SUCCEEDED}
               SELECT (SELECT credit_balance FROM users WHERE id = $2::uuid) AS balance,
                      EXISTS (SELECT 1 FROM generation) AS settled`,
        values,
      });
      return this.settled(settlement, rows[0]);
    }
    const { rows } = await sqlPool(this.dataSource).query<{
      balance: string | null;
      settled: boolean;
    }>({
      name: 'generations.succeedAndSettle',
      text: SUCCEED_AND_SETTLE,
      values: [...values, roundCredits(settlement.hold - settlement.charged)],
    });
    return this.settled(settlement, rows[0]);
  }

  private settled(
    generation: { id: string; userId: string },
    row: { balance: string | null; settled: boolean } | undefined,
  ): { creditBalance: number; settled: boolean } {
    const settled = row?.settled ?? false;
    if (settled) this.events.changed(generation.userId, generation.id);
    return { creditBalance: Number(row?.balance ?? 0), settled };
  }

  /**
   * Marks an unfinished generation failed and refunds the whole hold with a 'refund' ledger row,
   * ending its lease. True when this call refunded it (false: it was already finished).
   */
  async fail(failure: TaskFailure): Promise<boolean> {
    this.leases.done(failure.id);
    const { rows } = await sqlPool(this.dataSource).query<{ refunded: boolean }>({
      name: 'generations.failAndRefund',
      text: FAIL_AND_REFUND,
      values: failureValues(failure),
    });
    return this.refunded(failure, rows[0]);
  }

  /**
   * Refunds a generation whose provider call was never made, without asking the provider: only
   * while the lease `owner` claimed still says it was never sent (GenerationLeases.markSending).
   */
  async refundUnsent(failure: TaskFailure, owner: string): Promise<boolean> {
    const { rows } = await sqlPool(this.dataSource).query<{ refunded: boolean }>({
      name: 'generations.refundUnsent',
      text: REFUND_UNSENT,
      values: [...failureValues(failure), owner],
    });
    return this.refunded(failure, rows[0]);
  }

  private refunded(
    generation: { id: string; userId: string },
    row: { refunded: boolean } | undefined,
  ): boolean {
    const refunded = row?.refunded ?? false;
    if (refunded) this.events.changed(generation.userId, generation.id);
    return refunded;
  }

  /**
   * Its owner cancels a generation (CANCEL): ended with its hold returned when the provider never
   * had it, else only marked as cancel requested. At most once either way: the statement moves
   * credits only while it moves the generation out of 'pending' or 'running'.
   */
  async cancel(id: string, userId: string): Promise<CancelOutcome> {
    const { rows } = await sqlPool(this.dataSource).query<{
      cancelled: boolean;
      requested: boolean;
    }>({
      name: 'generations.cancel',
      text: CANCEL,
      values: [id, userId],
    });
    const outcome = rows[0]?.cancelled
      ? 'cancelled'
      : rows[0]?.requested
        ? 'requested'
        : 'unchanged';
    if (outcome !== 'unchanged') this.events.changed(userId, id);
    return outcome;
  }
}
