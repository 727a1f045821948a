import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Finds a user's generation result by the imageUUID or URL the provider reported for it, so an
 * image named as a source is taken only from its owner (`backend/src/generation/source-images.ts`
 * asks `images @> '[{"imageUUID": …}]'` for one user). GIN over the user (btree_gin, made by
 * CreationSearch) and the images' jsonb_path_ops.
 */
export class SourceImageOwners1765497600000 implements MigrationInterface {
  name = 'SourceImageOwners1765497600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await queryRunner.query(
      `CREATE INDEX "generations_user_images_idx" ON "generations" USING gin ("user_id", "images" jsonb_path_ops)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."generations_user_images_idx"`);
  }
}
