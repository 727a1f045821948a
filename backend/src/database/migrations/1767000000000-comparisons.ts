import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** X/Y comparisons: the axes and, per cell, the ordinary generation that runs it. */
export class Comparisons1767000000000 implements MigrationInterface {
  name = 'Comparisons1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "comparisons" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "base" jsonb NOT NULL, "x_axis" jsonb NOT NULL, "y_axis" jsonb, "cells" jsonb NOT NULL, "estimated_credits" numeric(14,4) NOT NULL, "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_comparisons_id" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "comparisons_user_created_idx" ON "comparisons" ("user_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "comparisons" ADD CONSTRAINT "FK_76134b870f272c0105724885815" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "comparisons"`);
  }
}
