import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What each architecture accepts, as capabilities rather than rules keyed on display names:
 * negative prompt support (off for FLUX), the step range, the width/height range and multiple, the
 * add-on weight range. The Widescreen preset becomes 1920x1088: 1080 is not a multiple of 64,
 * which the provider refused for every architecture.
 */
export class ArchitectureLimits1764288000000 implements MigrationInterface {
  name = 'ArchitectureLimits1764288000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "supports_negative_prompt" boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "min_steps" integer NOT NULL DEFAULT '1'`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "max_steps" integer NOT NULL DEFAULT '100'`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "min_dimension" integer NOT NULL DEFAULT '128'`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "max_dimension" integer NOT NULL DEFAULT '2048'`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "dimension_multiple" integer NOT NULL DEFAULT '64'`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "min_adapter_weight" numeric(4,2) NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "max_adapter_weight" numeric(4,2) NOT NULL DEFAULT '2'`,
    );
    await queryRunner.query(
      `UPDATE "architecture_capabilities" SET "supports_negative_prompt" = false WHERE "architecture_id" IN (SELECT "id" FROM "architectures" WHERE "code" IN ('flux1d', 'flux1s'))`,
    );
    await queryRunner.query(
      `UPDATE "size_presets" SET "height" = 1088 WHERE "name" = 'wide' AND "width" = 1920 AND "height" = 1080`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "size_presets" SET "height" = 1080 WHERE "name" = 'wide' AND "width" = 1920 AND "height" = 1088`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" DROP COLUMN "max_adapter_weight"`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" DROP COLUMN "min_adapter_weight"`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" DROP COLUMN "dimension_multiple"`,
    );
    await queryRunner.query(`ALTER TABLE "architecture_capabilities" DROP COLUMN "max_dimension"`);
    await queryRunner.query(`ALTER TABLE "architecture_capabilities" DROP COLUMN "min_dimension"`);
    await queryRunner.query(`ALTER TABLE "architecture_capabilities" DROP COLUMN "max_steps"`);
    await queryRunner.query(`ALTER TABLE "architecture_capabilities" DROP COLUMN "min_steps"`);
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" DROP COLUMN "supports_negative_prompt"`,
    );
  }
}
