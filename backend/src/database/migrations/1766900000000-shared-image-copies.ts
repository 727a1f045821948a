import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A copy saved from a shared image remembers a digest of the image it was copied from, and a
 * gallery holds each one once: the unique index makes two simultaneous saves store one row. Every
 * other image has none (NULL is never a duplicate).
 */
export class SharedImageCopies1766900000000 implements MigrationInterface {
  name = 'SharedImageCopies1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "creations" ADD "copy_source" text`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "creations_user_copy_source_unique" ON "creations" ("user_id", "copy_source") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."creations_user_copy_source_unique"`);
    await queryRunner.query(`ALTER TABLE "creations" DROP COLUMN "copy_source"`);
  }
}
