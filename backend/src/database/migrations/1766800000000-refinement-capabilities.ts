import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Which architectures refine in the same pass, as Runware's 2026 schema lists them per
 * architecture: hires fix (`hiresFix`) and face refinement (`ultralytics`) on the SD 1.5, SDXL,
 * Pony and FLUX.1 families, a transparent background (`layerDiffuse`) on FLUX.1 Dev only. Rows
 * seeded before get the same values the seed now writes; an administrator may change them.
 */
export class RefinementCapabilities1766800000000 implements MigrationInterface {
  name = 'RefinementCapabilities1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities"
         ADD "supports_hires_fix" boolean NOT NULL DEFAULT false,
         ADD "supports_face_refinement" boolean NOT NULL DEFAULT false,
         ADD "supports_transparent_background" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `UPDATE "architecture_capabilities" c SET
         "supports_hires_fix" = a.code = ANY($1),
         "supports_face_refinement" = a.code = ANY($1),
         "supports_transparent_background" = a.code = ANY($2)
       FROM "architectures" a WHERE a.id = c.architecture_id`,
      [['sdxl', 'sdxlturbo', 'sdxllightning', 'sd1x', 'pony', 'flux1d', 'flux1s'], ['flux1d']],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" DROP COLUMN "supports_transparent_background",
         DROP COLUMN "supports_face_refinement", DROP COLUMN "supports_hires_fix"`,
    );
  }
}
