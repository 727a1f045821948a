import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Who owns each unfinished generation and until when: the process instance that works on it
 * (null once handed on: queued, or left to reconciliation), its lease deadline (renewed by the
 * owner's heartbeat, one UPDATE per owner), and what settling it without its owner needs (the
 * hold, the tier multiplier and endpoint, and `sent_at`, set just before the provider is called).
 * A row lives exactly as long as its generation is unfinished. Generations unfinished when this
 * runs get an expired lease, so the sweeper settles or refunds them at once. Read and written by
 * `backend/src/credits/task-charges.ts` and `backend/src/generation/generation-leases.ts`.
 */
export class GenerationLeases1765238400000 implements MigrationInterface {
  name = 'GenerationLeases1765238400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "generation_leases" ("generation_id" uuid NOT NULL, "owner" text, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "hold" numeric(14,4) NOT NULL DEFAULT 0, "tier_multiplier" numeric(8,4) NOT NULL DEFAULT 1, "endpoint" text, "own_key" boolean NOT NULL DEFAULT false, "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_generation_leases" PRIMARY KEY ("generation_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "generation_leases" ADD CONSTRAINT "FK_generation_leases_generation" FOREIGN KEY ("generation_id") REFERENCES "generations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "generation_leases_owner_idx" ON "generation_leases" ("owner")`,
    );
    await queryRunner.query(
      `CREATE INDEX "generation_leases_expires_idx" ON "generation_leases" ("expires_at")`,
    );
    // What runs now may have reached the provider: the sweeper asks before refunding. A pending
    // one is still queued: its job runs it (it would only look it up, were it marked sent).
    await queryRunner.query(
      `INSERT INTO "generation_leases" ("generation_id", "owner", "expires_at", "hold", "tier_multiplier", "own_key", "sent_at")
       SELECT g.id, NULL, now(),
         coalesce((SELECT -l.amount FROM credit_ledger l WHERE l.generation_id = g.id AND l.kind = 'reserve'), 0),
         coalesce((SELECT a.credit_multiplier FROM users u JOIN access_levels a ON a.id = u.access_level_id WHERE u.id = g.user_id), 1),
         NOT g.charged, CASE WHEN g.status IN ('running', 'unknown') THEN g.created_at END
       FROM generations g WHERE g.status IN ('pending', 'running', 'unknown')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "generation_leases"`);
  }
}
