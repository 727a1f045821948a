import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Whether an architecture takes textual-inversion embeddings, as a capability like LoRA's: the
 * dashboard's Embeddings section shows when the architecture or the model's extras say so.
 * Embeddings exist for the SD 1.x and SDXL families (Pony included), not for the flow models
 * (SD 3, FLUX, HiDream); the architectures an installation already has are set by their code.
 */
export class ArchitectureEmbeddings1764892800000 implements MigrationInterface {
  name = 'ArchitectureEmbeddings1764892800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" ADD "supports_embeddings" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `UPDATE "architecture_capabilities" SET "supports_embeddings" = true WHERE "architecture_id" IN (SELECT "id" FROM "architectures" WHERE "code" IN (${EMBEDDING_CODES.map((code) => `'${code}'`).join(', ')}))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "architecture_capabilities" DROP COLUMN "supports_embeddings"`,
    );
  }
}

/** The provider's codes of the SD 1.x and SDXL architectures seeded before this migration. */
const EMBEDDING_CODES = [
  'sdxl',
  'sdxlturbo',
  'sdxllightning',
  'sdxlhyper',
  'sdxldistilled',
  'sdxllcm',
  'sd1x',
  'sd1xlcm',
  'sdhyper',
  'pony',
] as const;
