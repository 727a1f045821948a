import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Creator tools: a generation row also records an upscale, a background removal, a caption or a
 * prompt enhancement (its task type, and the texts a text tool answered), and a saved creation
 * keeps a link to the creation it was made from.
 */
export class CreatorTools1764720000000 implements MigrationInterface {
  name = 'CreatorTools1764720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "generations" ADD "task_type" text NOT NULL DEFAULT 'imageInference'`,
    );
    await queryRunner.query(`ALTER TABLE "generations" ADD "texts" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "creations" ADD "source_creation_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "creations" ADD CONSTRAINT "FK_creations_source_creation" FOREIGN KEY ("source_creation_id") REFERENCES "creations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "creations" DROP CONSTRAINT "FK_creations_source_creation"`,
    );
    await queryRunner.query(`ALTER TABLE "creations" DROP COLUMN "source_creation_id"`);
    await queryRunner.query(`ALTER TABLE "generations" DROP COLUMN "texts"`);
    await queryRunner.query(`ALTER TABLE "generations" DROP COLUMN "task_type"`);
  }
}
