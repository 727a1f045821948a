import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../common/validation/uuid.js';
import { sqlPool } from '../database/sql-pool.js';
import { type GenerationUpdate } from './dto/generation-update.js';
import { GenerationEtas } from './generation-eta.js';
import { Generation } from './entities/generation.entity.js';

/** How long a finished generation is still sent to a subscription that starts without an id. */
const RECENTLY_FINISHED_SECONDS = 120;

/**
 * A generation as a live subscriber sees it after a change: the row, its place in the queue while
 * it waits unsent (GenerationQueue's round-robin order), and the owner's balance. Read when the
 * event is delivered, so a subscriber never sees a stale status; the generationUpdate query reads
 * the same for a client polling without WebSockets.
 */
@Injectable()
export class GenerationUpdates {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly etas: GenerationEtas,
  ) {}

  async current(userId: string, id: string): Promise<GenerationUpdate | null> {
    if (!isUuid(id)) return null;
    const [generation, { rows }] = await Promise.all([
      this.dataSource.getRepository(Generation).findOne({ where: { id, userId } }),
      sqlPool(this.dataSource).query<{ balance: string; position: number }>({
        name: 'generationUpdates.positionAndBalance',
        // GenerationQueue's order: by place among the owner's waiting ones, then by age (BullMQ
        // orders one place by when each job reached it: close to its age).
        text: `WITH waiting AS (
                 SELECT g.id, g.created_at,
                   row_number() OVER (PARTITION BY g.user_id ORDER BY g.created_at, g.id) AS place
                 FROM generations g JOIN generation_leases l ON l.generation_id = g.id
                 WHERE g.status = 'pending' AND l.sent_at IS NULL
               )
               SELECT (SELECT credit_balance FROM users WHERE id = $1::uuid) AS balance,
                 (SELECT count(*)::int FROM waiting w JOIN waiting me ON me.id = $2::uuid
                  WHERE (w.place, w.created_at, w.id) <= (me.place, me.created_at, me.id)) AS position`,
        values: [userId, id],
      }),
    ]);
    if (!generation) return null;
    const queuePosition = rows[0]?.position || null;
    return {
      generation,
      queuePosition,
      eta: await this.etas.of(generation, queuePosition),
      creditBalance: Number(rows[0]?.balance ?? 0),
    };
  }

  /**
   * What a subscriber starts from: the generation `id` when it is the user's, else (no id) the
   * user's unfinished generations and those finished in the last RECENTLY_FINISHED_SECONDS (a
   * client that subscribes just after sending one must hear how it ended), oldest first.
   */
  async openingOf(userId: string, id?: string | null): Promise<string[]> {
    if (id && !isUuid(id)) return [];
    const { rows } = await sqlPool(this.dataSource).query<{ id: string }>({
      name: 'generationUpdates.opening',
      text: `SELECT id FROM generations
             WHERE user_id = $1::uuid
               AND ($2::uuid IS NULL
                      AND (status IN ('pending', 'running', 'unknown')
                           OR completed_at > now() - $3::int * interval '1 second')
                    OR id = $2::uuid)
             ORDER BY created_at, id`,
      values: [userId, id ?? null, RECENTLY_FINISHED_SECONDS],
    });
    return rows.map((row) => row.id);
  }
}
