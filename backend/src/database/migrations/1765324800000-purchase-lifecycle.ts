import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A purchase's life after payment, as Stripe reports it: a delayed payment that failed, refunds
 * (several partial ones; the charge's refunded total and the credits they took), credits owed when
 * what was due back was already spent, and a dispute (its credits frozen, released or kept).
 * Purchases are found by payment intent, which refund and dispute events name. A session's ledger
 * may now hold several purchase_refund rows; dispute holds and releases are new kinds.
 */
export class PurchaseLifecycle1765324800000 implements MigrationInterface {
  name = 'PurchaseLifecycle1765324800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" ADD "failed_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" ADD "refunded_cents" integer NOT NULL DEFAULT '0'`,
    );
    for (const column of [
      'credits_taken_back',
      'credits_shortfall',
      'credits_disputed',
      'credits_held',
    ])
      await queryRunner.query(
        `ALTER TABLE "credit_purchases" ADD "${column}" numeric(14,4) NOT NULL DEFAULT '0'`,
      );
    await queryRunner.query(`ALTER TABLE "credit_purchases" ADD "dispute_id" text`);
    await queryRunner.query(`ALTER TABLE "credit_purchases" ADD "dispute_status" text`);
    // Refunds made before this change took the whole pack back.
    await queryRunner.query(
      `UPDATE "credit_purchases" SET "refunded_cents" = "price_cents", "credits_taken_back" = "credits" WHERE "status" = 'refunded'`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" DROP CONSTRAINT "credit_purchases_status_known"`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_status_known" CHECK ("status" IN ('open', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_dispute_status_known" CHECK ("dispute_status" IN ('open', 'won', 'lost'))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "credit_purchases_payment_intent_unique" ON "credit_purchases" ("payment_intent_id") WHERE "payment_intent_id" IS NOT NULL`,
    );
    await queryRunner.query(`DROP INDEX "credit_ledger_checkout_session_kind_unique"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "credit_ledger_checkout_session_kind_unique" ON "credit_ledger" ("checkout_session_id", "kind") WHERE "checkout_session_id" IS NOT NULL AND "kind" <> 'purchase_refund'`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_known"`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_known" CHECK ("kind" IN ('welcome', 'reserve', 'settle', 'refund', 'grant', 'purchase', 'purchase_refund', 'dispute_hold', 'dispute_release'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_known"`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_known" CHECK ("kind" IN ('welcome', 'reserve', 'settle', 'refund', 'grant', 'purchase', 'purchase_refund'))`,
    );
    await queryRunner.query(`DROP INDEX "credit_ledger_checkout_session_kind_unique"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "credit_ledger_checkout_session_kind_unique" ON "credit_ledger" ("checkout_session_id", "kind") WHERE "checkout_session_id" IS NOT NULL`,
    );
    await queryRunner.query(`DROP INDEX "credit_purchases_payment_intent_unique"`);
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" DROP CONSTRAINT "credit_purchases_dispute_status_known"`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" DROP CONSTRAINT "credit_purchases_status_known"`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_status_known" CHECK ("status" IN ('open', 'paid', 'expired', 'refunded'))`,
    );
    for (const column of [
      'dispute_status',
      'dispute_id',
      'credits_held',
      'credits_disputed',
      'credits_shortfall',
      'credits_taken_back',
      'refunded_cents',
      'failed_at',
    ])
      await queryRunner.query(`ALTER TABLE "credit_purchases" DROP COLUMN "${column}"`);
  }
}
