import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Administration: the operator's switches (one row, created here with the defaults: maintenance
 * off, registrations open), and the indexes behind the admin lists of all users and of all
 * generations, newest first.
 */
export class Administration1764115200000 implements MigrationInterface {
  name = 'Administration1764115200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "platform_settings" ("id" smallint NOT NULL, "maintenance_mode" boolean NOT NULL DEFAULT false, "registrations_open" boolean NOT NULL DEFAULT true, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_by" uuid, CONSTRAINT "platform_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_platform_settings" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "platform_settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING`,
    );
    await queryRunner.query(
      `CREATE INDEX "generations_created_idx" ON "generations"  ("created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "users_created_idx" ON "users"  ("created_at", "id") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."users_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."generations_created_idx"`);
    await queryRunner.query(`DROP TABLE "platform_settings"`);
  }
}
