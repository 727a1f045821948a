import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A saved image remembers the image it was saved from (`creations/source-image-id.ts`), and a
 * folder holds each one once: the unique index makes two simultaneous saves store one row. Rows
 * saved before have none (NULL is never a duplicate).
 */
export class SavedImageSources1765843200000 implements MigrationInterface {
  name = 'SavedImageSources1765843200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "creations" ADD "source_image_id" text`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "creations_user_source_folder_unique" ON "creations" ("user_id", "source_image_id", "folder_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."creations_user_source_folder_unique"`);
    await queryRunner.query(`ALTER TABLE "creations" DROP COLUMN "source_image_id"`);
  }
}
