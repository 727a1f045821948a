import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Share links: one creation or one folder (exactly one, by CHECK) shown to whoever holds a random
 * slug. A link goes with its creation or folder (ON DELETE CASCADE) and with its user.
 */
export class ShareLinks1765584000000 implements MigrationInterface {
  name = 'ShareLinks1765584000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "share_links" ("user_id" uuid NOT NULL, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "creation_id" uuid, "folder_id" uuid, "slug" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "password_hash" text, "allow_download" boolean NOT NULL DEFAULT false, "show_prompt" boolean NOT NULL DEFAULT false, "views" integer NOT NULL DEFAULT '0', "last_viewed_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "share_links_one_target_check" CHECK (("creation_id" IS NULL) <> ("folder_id" IS NULL)), CONSTRAINT "PK_70320b79ecd8acab96419fcdd6d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "share_links_creation_idx" ON "share_links"  ("creation_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "share_links_folder_idx" ON "share_links"  ("folder_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "share_links_slug_key" ON "share_links"  ("slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "share_links_user_created_idx" ON "share_links"  ("user_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "share_links" ADD CONSTRAINT "FK_6545cc8f42ed8a2af5652e5e5c7" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "share_links" ADD CONSTRAINT "FK_49c03019e6839089a11bc11a84b" FOREIGN KEY ("creation_id") REFERENCES "creations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "share_links" ADD CONSTRAINT "FK_5598c9f95fd0019b85e435e291a" FOREIGN KEY ("folder_id") REFERENCES "folders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "share_links" DROP CONSTRAINT "FK_5598c9f95fd0019b85e435e291a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "share_links" DROP CONSTRAINT "FK_49c03019e6839089a11bc11a84b"`,
    );
    await queryRunner.query(
      `ALTER TABLE "share_links" DROP CONSTRAINT "FK_6545cc8f42ed8a2af5652e5e5c7"`,
    );
    await queryRunner.query(`DROP INDEX "public"."share_links_user_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."share_links_slug_key"`);
    await queryRunner.query(`DROP INDEX "public"."share_links_folder_idx"`);
    await queryRunner.query(`DROP INDEX "public"."share_links_creation_idx"`);
    await queryRunner.query(`DROP TABLE "share_links"`);
  }
}
