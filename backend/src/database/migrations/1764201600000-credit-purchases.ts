import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Credit purchases: the credit packs (the spec's Base, Standard and Premium tiers, seeded here and
 * edited by administrators afterwards), one row per checkout, the payment webhook events already
 * handled, and ledger rows that name their checkout session or administrator. Welcome credits get
 * their own ledger kind. Generations keep their model's name and the provider's images, for the
 * history a buyer reads.
 */
export class CreditPurchases1764201600000 implements MigrationInterface {
  name = 'CreditPurchases1764201600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "generations" ADD "model_name" text`);
    await queryRunner.query(`ALTER TABLE "generations" ADD "images" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(
      `UPDATE "generations" SET "model_name" = "models"."name" FROM "models" WHERE "models"."civitai_air" = "generations"."model_air"`,
    );
    await queryRunner.query(
      `CREATE TABLE "credit_packs" ("id" text NOT NULL, "name" text NOT NULL, "price_cents" integer NOT NULL, "currency" text NOT NULL DEFAULT 'usd', "credits" integer NOT NULL, "access_level_id" integer NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', "active" boolean NOT NULL DEFAULT true, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "credit_packs_credits_positive" CHECK ("credits" > 0), CONSTRAINT "credit_packs_price_positive" CHECK ("price_cents" > 0), CONSTRAINT "PK_5d85296f6c8b5db55dcbf5089c2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "credit_purchases" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "pack_id" text NOT NULL, "pack_name" text NOT NULL, "price_cents" integer NOT NULL, "currency" text NOT NULL, "credits" integer NOT NULL, "access_level_id" integer NOT NULL, "checkout_session_id" text, "payment_intent_id" text, "status" text NOT NULL DEFAULT 'open', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "paid_at" TIMESTAMP WITH TIME ZONE, "refunded_at" TIMESTAMP WITH TIME ZONE, "refunded_by" uuid, CONSTRAINT "credit_purchases_status_known" CHECK ("status" IN ('open', 'paid', 'expired', 'refunded')), CONSTRAINT "PK_89d96f2901d625d5879c1bc6f47" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "credit_purchases_checkout_session_unique" ON "credit_purchases"  ("checkout_session_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "credit_purchases_user_created_idx" ON "credit_purchases"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "payment_events" ("id" text NOT NULL, "type" text NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9f1d16fc78b33e676940a32e8b5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "credit_ledger" ADD "checkout_session_id" text`);
    await queryRunner.query(`ALTER TABLE "credit_ledger" ADD "actor_id" uuid`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "credit_ledger_checkout_session_kind_unique" ON "credit_ledger"  ("checkout_session_id", "kind") WHERE "checkout_session_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE "credit_ledger" SET "kind" = 'welcome' WHERE "kind" = 'grant' AND "note" = 'Welcome credits' AND "generation_id" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_known" CHECK ("kind" IN ('welcome', 'reserve', 'settle', 'refund', 'grant', 'purchase', 'purchase_refund'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_packs" ADD CONSTRAINT "FK_6be8ca068599ed1b290e7260d58" FOREIGN KEY ("access_level_id") REFERENCES "access_levels"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" ADD CONSTRAINT "FK_e4b42966827f8e07f9880e78310" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" ADD CONSTRAINT "FK_9b4c45de04cb77fdbc66c47cfa4" FOREIGN KEY ("pack_id") REFERENCES "credit_packs"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" ADD CONSTRAINT "FK_30bcab96a0379938715367618ed" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" DROP CONSTRAINT "FK_30bcab96a0379938715367618ed"`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" DROP CONSTRAINT "FK_9b4c45de04cb77fdbc66c47cfa4"`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_purchases" DROP CONSTRAINT "FK_e4b42966827f8e07f9880e78310"`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_packs" DROP CONSTRAINT "FK_6be8ca068599ed1b290e7260d58"`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_known"`,
    );
    await queryRunner.query(`DROP INDEX "public"."credit_ledger_checkout_session_kind_unique"`);
    await queryRunner.query(`ALTER TABLE "credit_ledger" DROP COLUMN "actor_id"`);
    await queryRunner.query(`ALTER TABLE "credit_ledger" DROP COLUMN "checkout_session_id"`);
    await queryRunner.query(`DROP TABLE "payment_events"`);
    await queryRunner.query(`DROP INDEX "public"."credit_purchases_user_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."credit_purchases_checkout_session_unique"`);
    await queryRunner.query(`DROP TABLE "credit_purchases"`);
    await queryRunner.query(`DROP TABLE "credit_packs"`);
    await queryRunner.query(`UPDATE "credit_ledger" SET "kind" = 'grant' WHERE "kind" = 'welcome'`);
    await queryRunner.query(`ALTER TABLE "generations" DROP COLUMN "images"`);
    await queryRunner.query(`ALTER TABLE "generations" DROP COLUMN "model_name"`);
  }
}
