import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Which architectures start from a seed image (Runware's `seedImage`, with `maskImage`,
 * `strength` and `outpaint`): all but FLUX.1 Kontext dev, whose 2026 contract edits through
 * `inputs.referenceImages` alone.
 */
export class SeedImageCapability1767000000005 implements MigrationInterface {
  name = 'SeedImageCapability1767000000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "supports_seed_image" boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(
      `UPDATE "architecture_capabilities" c SET "supports_seed_image" = false
       FROM "architectures" a WHERE a.id = c.architecture_id AND a.code = ANY($1)`,
      [['fluxkontextdev']],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" DROP COLUMN "supports_seed_image"`,
    );
  }
}
