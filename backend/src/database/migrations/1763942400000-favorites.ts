import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Saved favorite prompts. */
export class Favorites1763942400000 implements MigrationInterface {
  name = 'Favorites1763942400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "favorites" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" text NOT NULL, "prompt" text NOT NULL, "negative_prompt" text, "model_id" text, "parameters" jsonb NOT NULL, "saved_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_890818d27523748dd36a4d1bdc8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "favorites_user_saved_idx" ON "favorites"  ("user_id", "saved_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "favorites" ADD CONSTRAINT "FK_35a6b05ee3b624d0de01ee50593" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "favorites" DROP CONSTRAINT "FK_35a6b05ee3b624d0de01ee50593"`,
    );
    await queryRunner.query(`DROP INDEX "public"."favorites_user_saved_idx"`);
    await queryRunner.query(`DROP TABLE "favorites"`);
  }
}
