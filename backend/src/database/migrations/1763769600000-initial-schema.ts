import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Users, access levels and the model catalogue. */
export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "access_levels" ("id" integer NOT NULL, "name" text NOT NULL, "level" integer NOT NULL, "credit_multiplier" numeric(4,2) NOT NULL, CONSTRAINT "UQ_80b8fe1559f150c2091414f889c" UNIQUE ("name"), CONSTRAINT "UQ_c3c3fd5ec0efdbf227c99cda30b" UNIQUE ("level"), CONSTRAINT "PK_d10b6bf267d1d7cc39ac8c60e8d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "email" text NOT NULL, "password_hash" text NOT NULL, "access_level_id" integer NOT NULL, "credit_balance" numeric(14,4) NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "users_credit_balance_not_negative" CHECK ("credit_balance" >= 0), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_unique" ON "users"  ("email") `);
    await queryRunner.query(
      `CREATE INDEX "users_access_level_id_idx" ON "users"  ("access_level_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "architectures" ("id" SERIAL NOT NULL, "name" text NOT NULL, "code" text, CONSTRAINT "UQ_8596653e9f083c239530726df83" UNIQUE ("name"), CONSTRAINT "UQ_bfe362896682265f313ffe3baaa" UNIQUE ("code"), CONSTRAINT "PK_606a4161381c7376765f23379fb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "architecture_capabilities" ("architecture_id" integer NOT NULL, "supports_lora" boolean NOT NULL DEFAULT false, "supports_controlnet" boolean NOT NULL DEFAULT false, "supports_vae" boolean NOT NULL DEFAULT false, "supports_ipadapter" boolean NOT NULL DEFAULT false, "default_steps" integer NOT NULL, "default_cfg" numeric(4,1) NOT NULL, CONSTRAINT "PK_911e1fd03d85a4cc39805ef5996" PRIMARY KEY ("architecture_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "model_categories" ("id" SERIAL NOT NULL, "category" text NOT NULL, CONSTRAINT "UQ_16ace08282ed1f787dd38d20a7b" UNIQUE ("category"), CONSTRAINT "PK_a63e2904c302787e27c1402109a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "models" ("id" SERIAL NOT NULL, "name" text NOT NULL, "version" text, "civitai_air" text NOT NULL, "model_category_id" integer NOT NULL, "architecture_id" integer NOT NULL, "model_type" text, "tags" text array NOT NULL DEFAULT '{}', "hero_image" text, "is_private" boolean NOT NULL DEFAULT false, "default_width" integer NOT NULL DEFAULT '1024', "default_height" integer NOT NULL DEFAULT '1024', "default_steps" integer NOT NULL DEFAULT '20', "default_scheduler" text NOT NULL DEFAULT 'Default', "default_cfg" numeric(4,1) NOT NULL, "access_level_id" integer NOT NULL, "trigger_words" text array NOT NULL DEFAULT '{}', "extras" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ef9ed7160ea69013636466bf2d5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "models_civitai_air_unique" ON "models"  ("civitai_air") `,
    );
    await queryRunner.query(
      `CREATE INDEX "models_access_level_idx" ON "models"  ("access_level_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "models_architecture_idx" ON "models"  ("architecture_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "models_category_architecture_idx" ON "models"  ("model_category_id", "architecture_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "schedulers" ("id" SERIAL NOT NULL, "architecture_id" integer NOT NULL, "scheduler_key" text NOT NULL, "friendly_name" text NOT NULL, "is_default" boolean NOT NULL DEFAULT false, CONSTRAINT "schedulers_architecture_key_unique" UNIQUE ("architecture_id", "scheduler_key"), CONSTRAINT "PK_3e70c13153c58b629cd91dda7b2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "schedulers_one_default_per_architecture" ON "schedulers"  ("architecture_id") WHERE "is_default"`,
    );
    await queryRunner.query(
      `CREATE TABLE "size_presets" ("id" SERIAL NOT NULL, "architecture_id" integer NOT NULL, "name" text NOT NULL, "label" text NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "size_presets_architecture_name_unique" UNIQUE ("architecture_id", "name"), CONSTRAINT "PK_fb2edf7c1b0d9886947f55782c8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_fc7b9da3cef9689169cc5953715" FOREIGN KEY ("access_level_id") REFERENCES "access_levels"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD CONSTRAINT "FK_911e1fd03d85a4cc39805ef5996" FOREIGN KEY ("architecture_id") REFERENCES "architectures"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "models" ADD CONSTRAINT "FK_67f547abbd092945c171785e2c7" FOREIGN KEY ("model_category_id") REFERENCES "model_categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "models" ADD CONSTRAINT "FK_1803addb8b7f7d77078019eb461" FOREIGN KEY ("architecture_id") REFERENCES "architectures"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "models" ADD CONSTRAINT "FK_b49b0a567c797c48615596d5e6a" FOREIGN KEY ("access_level_id") REFERENCES "access_levels"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "schedulers" ADD CONSTRAINT "FK_ed81d81954cf4c830ca10bdfb69" FOREIGN KEY ("architecture_id") REFERENCES "architectures"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "size_presets" ADD CONSTRAINT "FK_c5db66f990dae1de8dab88488a0" FOREIGN KEY ("architecture_id") REFERENCES "architectures"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "size_presets" DROP CONSTRAINT "FK_c5db66f990dae1de8dab88488a0"`,
    );
    await queryRunner.query(
      `ALTER TABLE "schedulers" DROP CONSTRAINT "FK_ed81d81954cf4c830ca10bdfb69"`,
    );
    await queryRunner.query(
      `ALTER TABLE "models" DROP CONSTRAINT "FK_b49b0a567c797c48615596d5e6a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "models" DROP CONSTRAINT "FK_1803addb8b7f7d77078019eb461"`,
    );
    await queryRunner.query(
      `ALTER TABLE "models" DROP CONSTRAINT "FK_67f547abbd092945c171785e2c7"`,
    );
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" DROP CONSTRAINT "FK_911e1fd03d85a4cc39805ef5996"`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_fc7b9da3cef9689169cc5953715"`);
    await queryRunner.query(`DROP TABLE "size_presets"`);
    await queryRunner.query(`DROP INDEX "public"."schedulers_one_default_per_architecture"`);
    await queryRunner.query(`DROP TABLE "schedulers"`);
    await queryRunner.query(`DROP INDEX "public"."models_category_architecture_idx"`);
    await queryRunner.query(`DROP INDEX "public"."models_architecture_idx"`);
    await queryRunner.query(`DROP INDEX "public"."models_access_level_idx"`);
    await queryRunner.query(`DROP INDEX "public"."models_civitai_air_unique"`);
    await queryRunner.query(`DROP TABLE "models"`);
    await queryRunner.query(`DROP TABLE "model_categories"`);
    await queryRunner.query(`DROP TABLE "architecture_capabilities"`);
    await queryRunner.query(`DROP TABLE "architectures"`);
    await queryRunner.query(`DROP INDEX "public"."users_access_level_id_idx"`);
    await queryRunner.query(`DROP INDEX "public"."users_email_unique"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "access_levels"`);
  }
}
