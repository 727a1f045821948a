import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The price book (`backend/src/credits/image-price-book.ts`): what the provider reported per
 * image, as USD per megapixel and step, per model and size/steps bucket, updated on every settled
 * generation. Written in raw SQL only, like generation_leases: no entity.
 */
export class ImagePrices1765756800000 implements MigrationInterface {
  name = 'ImagePrices1765756800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "image_prices" (
      "model_air" text NOT NULL,
      "size_bucket" int NOT NULL,
      "steps_bucket" int NOT NULL,
      "usd_per_megapixel_step" numeric(24,14) NOT NULL CHECK ("usd_per_megapixel_step" > 0),
      "samples" int NOT NULL CHECK ("samples" > 0),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("model_air", "size_bucket", "steps_bucket")
    )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "image_prices"`);
  }
}
