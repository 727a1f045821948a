import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Which architectures keep an identity from reference images (Runware's `pulid`): FLUX.1 Dev
 * alone in the 2026 schema map.
 */
export class PulidCapability1767000000001 implements MigrationInterface {
  name = 'PulidCapability1767000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "supports_pulid" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `UPDATE "architecture_capabilities" c SET "supports_pulid" = a.code = ANY($1)
       FROM "architectures" a WHERE a.id = c.architecture_id`,
      [['flux1d']],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "architecture_capabilities" DROP COLUMN "supports_pulid"`);
  }
}
