import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A style keeps how its IP-Adapter weighs it (weightType, combineMethod; a character has none),
 * and a comparison the grid image it was last saved as (the list of past comparisons shows it).
 */
export class StyleOptionsAndComparisonGrids1767000000004 implements MigrationInterface {
  name = 'StyleOptionsAndComparisonGrids1767000000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "saved_references" ADD "weight_type" text, ADD "combine_method" text`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_references" ADD CONSTRAINT "saved_references_style_options_check" CHECK ("kind" = 'style' OR ("weight_type" IS NULL AND "combine_method" IS NULL))`,
    );
    await queryRunner.query(`ALTER TABLE "comparisons" ADD "grid_creation_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "comparisons_grid_creation_idx" ON "comparisons" ("grid_creation_id") `,
    );
    // A grid's image deleted from the gallery leaves its comparison without one.
    await queryRunner.query(
      `ALTER TABLE "comparisons" ADD CONSTRAINT "FK_a4f2be3b3a7bbf42877166e41db" FOREIGN KEY ("grid_creation_id") REFERENCES "creations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "comparisons" DROP CONSTRAINT "FK_a4f2be3b3a7bbf42877166e41db"`,
    );
    await queryRunner.query(`DROP INDEX "public"."comparisons_grid_creation_idx"`);
    await queryRunner.query(`ALTER TABLE "comparisons" DROP COLUMN "grid_creation_id"`);
    await queryRunner.query(
      `ALTER TABLE "saved_references" DROP CONSTRAINT "saved_references_style_options_check"`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_references" DROP COLUMN "combine_method", DROP COLUMN "weight_type"`,
    );
  }
}
