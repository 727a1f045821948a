import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Webhooks: the URLs a user is told at when a generation finishes (signing secrets encrypted), and
 * every delivery with how its attempts went.
 */
export class Webhooks1764633600000 implements MigrationInterface {
  name = 'Webhooks1764633600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "url" text NOT NULL, "secret_ciphertext" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "webhook_endpoints_user_id_idx" ON "webhook_endpoints"  ("user_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "endpoint_id" uuid NOT NULL, "event" text NOT NULL, "generation_id" uuid NOT NULL, "status" text NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "last_status_code" integer, "last_error" text, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), "delivered_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "webhook_deliveries_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed')), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_endpoint_id_idx" ON "webhook_deliveries"  ("endpoint_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_user_created_idx" ON "webhook_deliveries"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_1f1a98a1a1faabacca9aff7ab6e" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_c8fa26280b657c070af7a47a460" FOREIGN KEY ("generation_id") REFERENCES "generations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_c8fa26280b657c070af7a47a460"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_1f1a98a1a1faabacca9aff7ab6e"`,
    );
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_user_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_deliveries_endpoint_id_idx"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."webhook_endpoints_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
