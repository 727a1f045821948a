import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Which architectures extend a canvas (Runware's `outpaint`): the same families the 2026 schema
 * gives hires fix and face refinement (SD 1.5, SDXL base, Turbo and Lightning, Pony, FLUX.1).
 */
export class OutpaintCapability1766800000001 implements MigrationInterface {
  name = 'OutpaintCapability1766800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "supports_outpaint" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `UPDATE "architecture_capabilities" c SET "supports_outpaint" = a.code = ANY($1)
       FROM "architectures" a WHERE a.id = c.architecture_id`,
      [['sdxl', 'sdxlturbo', 'sdxllightning', 'sd1x', 'pony', 'flux1d', 'flux1s']],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" DROP COLUMN "supports_outpaint"`,
    );
  }
}
