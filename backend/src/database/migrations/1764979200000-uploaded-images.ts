import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The images this server handed the provider through its imageUpload, per user: their size (a
 * seed and a mask named by imageUUID are compared before anything is held), and for a saved
 * creation sent as a source, its upload, reused by later tasks until `expires_at`. One row per
 * user and imageUUID (two tasks racing may each upload a creation: the newest is reused). Gone
 * with the user or the creation; the creation's source column indexes only the rows that have one. Read and written by `backend/src/generation/uploaded-images.ts` only.
 */
export class UploadedImages1764979200000 implements MigrationInterface {
  name = 'UploadedImages1764979200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "uploaded_images" ("user_id" uuid NOT NULL, "image_uuid" uuid NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "source_creation_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "uploaded_images_size_positive" CHECK ("width" > 0 AND "height" > 0), CONSTRAINT "PK_uploaded_images" PRIMARY KEY ("user_id", "image_uuid"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "uploaded_images_user_creation_idx" ON "uploaded_images" ("user_id", "source_creation_id") WHERE "source_creation_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "uploaded_images_expires_idx" ON "uploaded_images" ("user_id", "expires_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "uploaded_images" ADD CONSTRAINT "FK_uploaded_images_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "uploaded_images" ADD CONSTRAINT "FK_uploaded_images_source_creation" FOREIGN KEY ("source_creation_id") REFERENCES "creations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "uploaded_images"`);
  }
}
