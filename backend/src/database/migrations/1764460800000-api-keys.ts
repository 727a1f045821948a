import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Personal API keys: only a SHA-256 of each key is kept, looked up by its unique index. */
export class ApiKeys1764460800000 implements MigrationInterface {
  name = 'ApiKeys1764460800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "api_keys" ("id" uuid NOT NULL, "user_id" uuid NOT NULL, "name" text NOT NULL, "prefix" text NOT NULL, "key_hash" text NOT NULL, "scopes" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "api_keys_user_id_idx" ON "api_keys"  ("user_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys"  ("key_hash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "api_keys" ADD CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "api_keys" DROP CONSTRAINT "FK_a3baee01d8408cd3c0f89a9a973"`,
    );
    await queryRunner.query(`DROP INDEX "public"."api_keys_key_hash_key"`);
    await queryRunner.query(`DROP INDEX "public"."api_keys_user_id_idx"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
