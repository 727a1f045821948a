import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * How many reference images an architecture's instruction edit takes (Runware's
 * `inputs.referenceImages`): FLUX.1 Kontext dev, 2 by the 2025 reference. The architecture and its
 * base model come with the reference-data seed; an installation that imported the architecture
 * before gets the count here.
 */
export class ReferenceImagesCapability1767000000003 implements MigrationInterface {
  name = 'ReferenceImagesCapability1767000000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "max_reference_images" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `UPDATE "architecture_capabilities" c SET "max_reference_images" = 2
       FROM "architectures" a WHERE a.id = c.architecture_id AND a.code = 'fluxkontextdev'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" DROP COLUMN "max_reference_images"`,
    );
  }
}
