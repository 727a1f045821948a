import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Single-use links mailed to users (password reset, email verification), kept as SHA-256 hashes;
 * users get a verified-at time and an address waiting for verification. Accounts that exist
 * before verification does count as verified: they were opened under the old rules and may
 * already have bought credits.
 */
export class AccountLinks1764547200000 implements MigrationInterface {
  name = 'AccountLinks1764547200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "account_links" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "purpose" text NOT NULL, "token_hash" text NOT NULL, "email" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "account_links_purpose_check" CHECK ("purpose" IN ('password_reset', 'email_verification')), CONSTRAINT "PK_e03b1e79173941b176b58836ecd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "account_links_token_hash_key" ON "account_links"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE INDEX "account_links_user_purpose_idx" ON "account_links"  ("user_id", "purpose") `,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "email_verified_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "pending_email" text`);
    await queryRunner.query(`UPDATE "users" SET "email_verified_at" = "created_at"`);
    await queryRunner.query(
      `ALTER TABLE "account_links" ADD CONSTRAINT "FK_d6c82edbecf4f6409b579e78b0d" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "account_links" DROP CONSTRAINT "FK_d6c82edbecf4f6409b579e78b0d"`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "pending_email"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_verified_at"`);
    await queryRunner.query(`DROP INDEX "public"."account_links_user_purpose_idx"`);
    await queryRunner.query(`DROP INDEX "public"."account_links_token_hash_key"`);
    await queryRunner.query(`DROP TABLE "account_links"`);
  }
}
