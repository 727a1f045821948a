import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Safety around share links: a saved image keeps whether the provider flagged it NSFW (images
 * saved before are flagged from their generation's results, matched by the provider URL they were
 * saved from); reports of shared pages; and when an administrator disabled a link.
 */
export class ShareRemixAndSafety1766623320000 implements MigrationInterface {
  name = 'ShareRemixAndSafety1766623320000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "share_reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "share_link_id" uuid NOT NULL, "reason" text NOT NULL, "note" text, "reporter_id" uuid, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "share_reports_reason_check" CHECK ("reason" IN ('sexual', 'minor', 'violence', 'hate', 'illegal', 'copyright', 'spam', 'other')), CONSTRAINT "PK_52e7d95cd91cacb56c35d0d5d4b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "share_reports_link_created_idx" ON "share_reports"  ("share_link_id", "created_at") `,
    );
    await queryRunner.query(`ALTER TABLE "creations" ADD "nsfw" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "share_links" ADD "disabled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "share_reports" ADD CONSTRAINT "FK_1e4486cf3fde59f5c0b088328d1" FOREIGN KEY ("share_link_id") REFERENCES "share_links"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "share_reports" ADD CONSTRAINT "FK_e9b8fb2ed6613395fc12fcedb6c" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // Served by generations_user_images_idx (user_id, images jsonb_path_ops).
    await queryRunner.query(
      `UPDATE "creations" c SET "nsfw" = true
       WHERE c."source_image_id" IS NOT NULL AND EXISTS (
         SELECT 1 FROM "generations" g
         WHERE g."user_id" = c."user_id"
           AND g."images" @> jsonb_build_array(jsonb_build_object('imageURL', c."source_image_id", 'nsfw', true)))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "share_reports" DROP CONSTRAINT "FK_e9b8fb2ed6613395fc12fcedb6c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "share_reports" DROP CONSTRAINT "FK_1e4486cf3fde59f5c0b088328d1"`,
    );
    await queryRunner.query(`ALTER TABLE "share_links" DROP COLUMN "disabled_at"`);
    await queryRunner.query(`ALTER TABLE "creations" DROP COLUMN "nsfw"`);
    await queryRunner.query(`DROP INDEX "public"."share_reports_link_created_idx"`);
    await queryRunner.query(`DROP TABLE "share_reports"`);
  }
}
