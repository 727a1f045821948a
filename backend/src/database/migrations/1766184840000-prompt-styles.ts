import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Prompt styles: each user's named prompt templates, and who has been given the starter set. */
export class PromptStyles1766184840000 implements MigrationInterface {
  name = 'PromptStyles1766184840000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "prompt_styles" ("user_id" uuid NOT NULL, "id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "template" text NOT NULL, "negative_prompt" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d4591d4ee4d06a718f44df7e3dd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "prompt_styles_user_created_idx" ON "prompt_styles"  ("user_id", "created_at") `,
    );
    // Unique whatever the case (see PromptStyle): an expression index TypeORM cannot describe.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "prompt_styles_user_name_key" ON "prompt_styles" ("user_id", lower("name"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "prompt_style_sets" ("user_id" uuid NOT NULL, "starters_given_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_32975d0ab88f40609b716d2ac30" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "prompt_styles" ADD CONSTRAINT "FK_2f71af6d5e4369cd90812a3fda5" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "prompt_style_sets" ADD CONSTRAINT "FK_32975d0ab88f40609b716d2ac30" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "prompt_style_sets"`);
    await queryRunner.query(`DROP TABLE "prompt_styles"`);
  }
}
