import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Folders and saved creations. Generation times drop to millisecond precision so keyset cursors,
 * which carry them through a JavaScript Date, never skip or repeat a row.
 */
export class FoldersAndCreations1764028800000 implements MigrationInterface {
  name = 'FoldersAndCreations1764028800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "folders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" text NOT NULL, "name_key" text NOT NULL, "is_default" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8578bd31b0e7f6d6c2480dbbca8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "folders_user_name_unique" ON "folders"  ("user_id", "name_key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "creations" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "folder_id" uuid NOT NULL, "image_key" text NOT NULL, "thumbnail_key" text NOT NULL, "byte_size" integer NOT NULL, "prompt" text NOT NULL, "negative_prompt" text, "model_id" text NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "format" text NOT NULL, "parameters" jsonb NOT NULL, "generation_id" uuid, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_282d66682f568955e9a7cefc94c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "creations_image_key_unique" ON "creations"  ("image_key") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "creations_thumbnail_key_unique" ON "creations"  ("thumbnail_key") `,
    );
    await queryRunner.query(
      `CREATE INDEX "creations_folder_created_idx" ON "creations"  ("folder_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "creations_user_created_idx" ON "creations"  ("user_id", "created_at", "id") `,
    );
    await queryRunner.query(`DROP INDEX "public"."generations_user_created_idx"`);
    await queryRunner.query(
      `ALTER TABLE "generations" ALTER COLUMN "created_at" TYPE TIMESTAMP(3) WITH TIME ZONE`,
    );
    await queryRunner.query(
      `CREATE INDEX "generations_user_created_idx" ON "generations"  ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "folders" ADD CONSTRAINT "FK_71af7633de585b66b4db26734c9" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "creations" ADD CONSTRAINT "FK_75d1b2822ca407d72103e286e1b" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "creations" ADD CONSTRAINT "FK_555b0e44ec3cf69f2a8f0e177b6" FOREIGN KEY ("folder_id") REFERENCES "folders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "creations" ADD CONSTRAINT "FK_01005be023343c4bee818e62e6e" FOREIGN KEY ("generation_id") REFERENCES "generations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "creations" DROP CONSTRAINT "FK_01005be023343c4bee818e62e6e"`,
    );
    await queryRunner.query(
      `ALTER TABLE "creations" DROP CONSTRAINT "FK_555b0e44ec3cf69f2a8f0e177b6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "creations" DROP CONSTRAINT "FK_75d1b2822ca407d72103e286e1b"`,
    );
    await queryRunner.query(
      `ALTER TABLE "folders" DROP CONSTRAINT "FK_71af7633de585b66b4db26734c9"`,
    );
    await queryRunner.query(`DROP INDEX "public"."generations_user_created_idx"`);
    await queryRunner.query(
      `ALTER TABLE "generations" ALTER COLUMN "created_at" TYPE TIMESTAMP(6) WITH TIME ZONE`,
    );
    await queryRunner.query(
      `CREATE INDEX "generations_user_created_idx" ON "generations" USING btree ("user_id", "created_at") `,
    );
    await queryRunner.query(`DROP INDEX "public"."creations_user_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."creations_folder_created_idx"`);
    await queryRunner.query(`DROP INDEX "public"."creations_thumbnail_key_unique"`);
    await queryRunner.query(`DROP INDEX "public"."creations_image_key_unique"`);
    await queryRunner.query(`DROP TABLE "creations"`);
    await queryRunner.query(`DROP INDEX "public"."folders_user_name_unique"`);
    await queryRunner.query(`DROP TABLE "folders"`);
  }
}
