import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The credit history shows one line per generation: the rows that begin a line (a generation's
 * hold, and every row of no generation) get an index of their own, so a page of lines and their
 * count read only those rows, newest first.
 */
export class CreditHistoryLines1765931820000 implements MigrationInterface {
  name = 'CreditHistoryLines1765931820000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "credit_ledger_user_lines_idx" ON "credit_ledger" ("user_id", "created_at", "id") WHERE "generation_id" IS NULL OR "kind" = 'reserve'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."credit_ledger_user_lines_idx"`);
  }
}
