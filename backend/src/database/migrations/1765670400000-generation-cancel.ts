import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A user may cancel a generation. One the provider was never sent ends at once as 'cancelled'
 * (status is free text, so the value needs no constraint change); one already sent cannot be
 * stopped at the provider, so only the wish is recorded (`cancel_requested_at`) and it settles as
 * it ends. Written by `backend/src/credits/task-charges.ts` (cancel).
 */
export class GenerationCancel1765670400000 implements MigrationInterface {
  name = 'GenerationCancel1765670400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "generations" ADD "cancel_requested_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "generations" SET "status" = 'failed' WHERE "status" = 'cancelled'`,
    );
    await queryRunner.query(`ALTER TABLE "generations" DROP COLUMN "cancel_requested_at"`);
  }
}
