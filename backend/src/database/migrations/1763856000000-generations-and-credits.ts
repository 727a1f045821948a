import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Generations and the credit ledger; existing balances become opening grants. */
export class GenerationsAndCredits1763856000000 implements MigrationInterface {
  name = 'GenerationsAndCredits1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "generations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "task_uuid" uuid NOT NULL, "model_air" text NOT NULL, "parameters" jsonb NOT NULL, "status" text NOT NULL, "image_count" integer NOT NULL, "provider_cost_usd" numeric(12,6), "credits_charged" numeric(14,4) NOT NULL DEFAULT '0', "charged" boolean NOT NULL, "error_code" text, "error_message" text, "duration_ms" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_9d2a52fbde1fba42c24ec42ddd2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "generations_task_uuid_unique" ON "generations"  ("task_uuid") `,
    );
    await queryRunner.query(
      `CREATE INDEX "generations_user_created_idx" ON "generations"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "credit_ledger" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "kind" text NOT NULL, "amount" numeric(14,4) NOT NULL, "balance_after" numeric(14,4) NOT NULL, "generation_id" uuid, "note" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7ff08f655cf2f4d118c116571db" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "credit_ledger_generation_kind_unique" ON "credit_ledger"  ("generation_id", "kind") WHERE "generation_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "credit_ledger_user_created_idx" ON "credit_ledger"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "generations" ADD CONSTRAINT "FK_d2144f7590e23819132d9222968" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" ADD CONSTRAINT "FK_b3c288c46f5de08a59632916e8c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" ADD CONSTRAINT "FK_cacc91980862e67307ef26cd01d" FOREIGN KEY ("generation_id") REFERENCES "generations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "credit_ledger" ("user_id", "kind", "amount", "balance_after", "note")
       SELECT "id", 'grant', "credit_balance", "credit_balance", 'Opening balance' FROM "users" WHERE "credit_balance" > 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" DROP CONSTRAINT "FK_cacc91980862e67307ef26cd01d"`,
    );
    await queryRunner.query(
      `ALTER TABLE "credit_ledger" DROP CONSTRAINT "FK_b3c288c46f5de08a59632916e8c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "generations" DROP CONSTRAINT "FK_d2144f7590e23819132d9222968"`,
    );
    await queryRunner.query(`DROP INDEX "public"."credit_ledger_user_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."credit_ledger_generation_kind_unique"`);
    await queryRunner.query(`DROP TABLE "credit_ledger"`);
    await queryRunner.query(`DROP INDEX "public"."generations_user_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."generations_task_uuid_unique"`);
    await queryRunner.query(`DROP TABLE "generations"`);
  }
}
