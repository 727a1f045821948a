import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The newest finished runs, of one model and of all models, found without a scan: a queued
 * generation's ETA is drawn from them (`backend/src/generation/generation-estimates.ts`).
 */
export class GenerationRuns1765929600000 implements MigrationInterface {
  name = 'GenerationRuns1765929600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const finishedRuns = `"status" = 'succeeded' AND "task_type" = 'imageInference' AND "duration_ms" IS NOT NULL`;
    await queryRunner.query(
      `CREATE INDEX "generations_model_runs_idx" ON "generations" ("model_air", "completed_at") WHERE ${finishedRuns}`,
    );
    await queryRunner.query(
      `CREATE INDEX "generations_runs_idx" ON "generations" ("completed_at") WHERE ${finishedRuns}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "generations_runs_idx"`);
    await queryRunner.query(`DROP INDEX "generations_model_runs_idx"`);
  }
}
