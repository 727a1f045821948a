import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Saved references: each user's named characters and styles, 1 to 4 of their own images each. */
export class SavedReferences1767000000002 implements MigrationInterface {
  name = 'SavedReferences1767000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_references" ("user_id" uuid NOT NULL, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" text NOT NULL, "name" text NOT NULL, "images" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "saved_references_kind_check" CHECK ("kind" IN ('character', 'style')), CONSTRAINT "PK_saved_references" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "saved_references_user_created_idx" ON "saved_references" ("user_id", "created_at") `,
    );
    // Unique whatever the case (see SavedReference): an expression index TypeORM cannot describe.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "saved_references_user_name_key" ON "saved_references" ("user_id", lower("name"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_references" ADD CONSTRAINT "FK_fe38316eba958096924b2ea6d12" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "saved_references"`);
  }
}
