import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Gallery search and filters.
 *
 * Prompts are searched by full-text words, not trigrams: a GIN index over to_tsvector('simple',
 * prompt) answers a word or a word prefix from one posting list per word, where a trigram index
 * intersects long lists for every three letters of a common word and cannot help a search of
 * under three letters at all. 'simple' keeps every word as written (no stemming, no stop words):
 * prompts mix languages, model names and made-up words.
 *
 * The index leads with user_id (btree_gin, a trusted contrib extension: a database owner may
 * create it; the official images and embedded PostgreSQL ship it), so one index scan finds one
 * user's matches. With the word alone, a word common in other users' prompts made PostgreSQL
 * collect all of theirs and AND them with the user's 100,000 rows: 26 ms against 5.5 ms at
 * 200,000 rows (bench/README.md).
 *
 * The model filter walks (user, model, created_at, id) newest first, the order the gallery pages
 * in. Both are built inside the migration's transaction (no CONCURRENTLY): writes to creations
 * wait while they are built, about 10 s per million rows on the 2-core development machine.
 */
export class CreationSearch1764806400000 implements MigrationInterface {
  name = 'CreationSearch1764806400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await queryRunner.query(
      `CREATE INDEX "creations_user_model_created_idx" ON "creations"  ("user_id", "model_id", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "creations_prompt_search_idx" ON "creations" USING gin ("user_id", to_tsvector('simple', "prompt"))`,
    );
  }

  /** btree_gin stays: dropping an extension is not this migration's to decide once installed. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."creations_prompt_search_idx"`);
    await queryRunner.query(`DROP INDEX "public"."creations_user_model_created_idx"`);
  }
}
