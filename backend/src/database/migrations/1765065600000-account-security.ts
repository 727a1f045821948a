import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Taking an account back: the moment an email change was asked for (an undo revokes the API keys
 * made since), how long email changes stay paused after an undo, when a password reset or change
 * last revoked every API key (settings say why the list is empty), and the mailed "this was not
 * me" link of an email change (`email_change_undo`, with the `since` of the change it undoes).
 */
export class AccountSecurity1765065600000 implements MigrationInterface {
  name = 'AccountSecurity1765065600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "pending_email_since" TIMESTAMP WITH TIME ZONE, ADD "email_changes_locked_until" TIMESTAMP WITH TIME ZONE, ADD "api_keys_revoked_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_links" ADD "since" TIMESTAMP WITH TIME ZONE, DROP CONSTRAINT "account_links_purpose_check", ADD CONSTRAINT "account_links_purpose_check" CHECK ("purpose" IN ('password_reset', 'email_verification', 'email_change_undo'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "account_links" WHERE "purpose" = 'email_change_undo'`);
    await queryRunner.query(
      `ALTER TABLE "account_links" DROP COLUMN "since", DROP CONSTRAINT "account_links_purpose_check", ADD CONSTRAINT "account_links_purpose_check" CHECK ("purpose" IN ('password_reset', 'email_verification'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" DROP COLUMN "pending_email_since", DROP COLUMN "email_changes_locked_until", DROP COLUMN "api_keys_revoked_at"`,
    );
  }
}
