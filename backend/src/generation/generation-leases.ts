import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { sqlPool } from '../database/sql-pool.js';

/** What settling a generation without its owner needs, as its lease row keeps it. */
export interface LeasedGeneration {
  id: string;
  userId: string;
  taskUUID: string;
  status: 'pending' | 'running' | 'unknown';
  hold: number;
  tierMultiplier: number;
  endpoint: string | null;
  ownKey: boolean;
  /** When the provider call was about to be made; null: the provider never got the task. */
  sentAt: Date | null;
  createdAt: Date;
}

/** A generation a re-delivered job took over: whether the provider may already have it. */
export interface TakenOver {
  status: 'running';
  sent: boolean;
  /** When its provider call was about to be made (null: never sent): the task's start. */
  sentAt: Date | null;
}

/** What a lease keeps for settling its generation, as a queued job's data has it. */
export interface LeaseTerms {
  hold: number;
  tierMultiplier: number;
  endpoint?: string;
}

const LEASED_COLUMNS = `g.id, g.user_id AS "userId", g.task_uuid AS "taskUUID", g.status,
  l.hold::float AS hold, l.tier_multiplier::float AS "tierMultiplier", l.endpoint,
  l.own_key AS "ownKey", l.sent_at AS "sentAt", g.created_at AS "createdAt"`;

/**
 * Who owns each unfinished generation (table generation_leases, one row per generation while it
 * is unfinished): this process, identified by an instance id, until a deadline its heartbeat
 * renews with one UPDATE for all its generations. A process that dies stops renewing; the sweeper
 * (GenerationSweeper) then finds the lease expired and settles or refunds the generation.
 *
 * TaskCharges writes the row with the generation (same statements); this class renews,
 * hands on, takes over and releases leases.
 */
@Injectable()
export class GenerationLeases implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('GenerationLeases');
  /** This process: host, pid and a random part (a pid is reused after a restart). */
  readonly owner = `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
  private heartbeat?: NodeJS.Timeout;
  /** The generations this process works on now: only their leases are renewed. */
  private readonly inFlight = new Set<string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  get leaseMs(): number {
    return this.config.GENERATION_LEASE_MS;
  }

  onApplicationBootstrap(): void {
    // A third of the lease: two heartbeats may be missed before another process takes over.
    this.heartbeat = setInterval(() => void this.renew(), Math.ceil(this.leaseMs / 3));
    this.heartbeat.unref();
  }

  /** After the HTTP server and the queue workers stopped: nothing of ours runs any more. */
  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.releaseOwned().catch(() => undefined);
  }

  /** This process works on the generation now (from its start, or from taking it over). */
  working(id: string): void {
    this.inFlight.add(id);
  }

  /** This process no longer works on it: finished, handed on, or given up to the sweeper. */
  done(id: string): void {
    this.inFlight.delete(id);
  }

  /**
   * One UPDATE renews the leases of every generation this process works on. A lease this process
   * holds but no longer works on (its work ended by an error before settling) is not renewed, so
   * the sweeper takes it.
   */
  async renew(): Promise<void> {
    if (this.inFlight.size === 0) return;
    try {
      await sqlPool(this.dataSource).query({
        name: 'generationLeases.renew',
        text: `UPDATE generation_leases SET expires_at = now() + $2::int * interval '1 millisecond'
               WHERE owner = $1 AND generation_id = ANY($3::uuid[])`,
        values: [this.owner, this.leaseMs, [...this.inFlight]],
      });
    } catch (error) {
      this.logger.warn(`Could not renew generation leases: ${(error as Error).message}`);
    }
  }

  /**
   * Expires every lease this process holds (shutdown at the end of its grace): the sweeper takes
   * what is unfinished at its next pass instead of after a whole lease.
   */
  async releaseOwned(): Promise<number> {
    // No heartbeat may renew them again before the process exits.
    clearInterval(this.heartbeat);
    const { rowCount } = await sqlPool(this.dataSource).query({
      name: 'generationLeases.releaseOwned',
      text: `UPDATE generation_leases SET expires_at = now() WHERE owner = $1`,
      values: [this.owner],
    });
    return rowCount ?? 0;
  }

  /**
   * A queued generation: nobody owns it until a worker takes it up. Its lease still runs a whole
   * period first, so no sweeper looks at it while its job is on the way to a worker; one that is
   * still unowned after that is checked against the queue (a job lost with Redis is refunded).
   */
  async handOnToQueue(id: string): Promise<void> {
    this.done(id);
    await sqlPool(this.dataSource).query({
      name: 'generationLeases.handOn',
      text: `UPDATE generation_leases SET owner = NULL,
               expires_at = now() + $3::int * interval '1 millisecond'
             WHERE generation_id = $1::uuid AND owner = $2`,
      values: [id, this.owner, this.leaseMs],
    });
  }

  /**
   * A worker takes up a queued generation, or takes over one whose owner died (a job BullMQ
   * delivered again): the lease becomes ours when nobody holds it, it expired, or it is already
   * ours, and a pending generation becomes running, in one statement. Null when another live
   * process owns it or it is finished.
   */
  async takeOver(id: string, leftover?: LeaseTerms): Promise<TakenOver | null> {
    if (leftover) await this.adoptLeftover(id, leftover);
    const { rows } = await sqlPool(this.dataSource).query<{ sentAt: Date | null }>({
      name: 'generationLeases.takeOver',
      text: `WITH lease AS (
               UPDATE generation_leases SET owner = $2,
                 expires_at = now() + $3::int * interval '1 millisecond'
               WHERE generation_id = $1::uuid
                 AND (owner IS NULL OR owner = $2 OR expires_at < now())
                 AND EXISTS (SELECT 1 FROM generations
                             WHERE id = $1::uuid AND status IN ('pending', 'running'))
               RETURNING generation_id, sent_at
             ), generation AS (
               UPDATE generations SET status = 'running'
               WHERE id IN (SELECT generation_id FROM lease) AND status IN ('pending', 'running')
               RETURNING id
             )
             SELECT lease.sent_at AS "sentAt" FROM lease JOIN generation ON generation.id = lease.generation_id`,
      values: [id, this.owner, this.leaseMs],
    });
    if (!rows.length) return null;
    this.working(id);
    const { sentAt } = rows[0];
    return { status: 'running', sent: sentAt !== null, sentAt };
  }

  /**
   * A generation an older release queued has no lease row: it gets a free one (sent if it was
   * already running), so that its job can take it up and the sweeper can see it.
   */
  private async adoptLeftover(id: string, terms: LeaseTerms): Promise<void> {
    await sqlPool(this.dataSource).query({
      name: 'generationLeases.adoptLeftover',
      text: `INSERT INTO generation_leases
               (generation_id, owner, expires_at, hold, tier_multiplier, endpoint, own_key, sent_at)
             SELECT g.id, NULL, now(), $2::numeric, $3::numeric, $4::text, NOT g.charged,
               CASE WHEN g.status = 'running' THEN g.created_at END
             FROM generations g WHERE g.id = $1::uuid AND g.status IN ('pending', 'running')
             ON CONFLICT (generation_id) DO NOTHING`,
      values: [id, terms.hold, terms.tierMultiplier, terms.endpoint ?? null],
    });
  }

  /** When another process holds the lease, how long until it expires (0: free or gone). */
  async msUntilFree(id: string): Promise<number> {
    const { rows } = await sqlPool(this.dataSource).query<{ ms: number }>({
      name: 'generationLeases.msUntilFree',
      text: `SELECT greatest(0, extract(epoch FROM expires_at - now()) * 1000)::float AS ms
             FROM generation_leases WHERE generation_id = $1::uuid AND owner IS DISTINCT FROM $2`,
      values: [id, this.owner],
    });
    return rows[0]?.ms ?? 0;
  }

  /**
   * Records that the provider is about to be sent the task, while the lease is still ours: after
   * this the sweeper asks the provider instead of refunding unasked. False when the lease was
   * lost or expired (the sweeper took, or may take, the generation over): then the provider must
   * not be called.
   */
  async markSending(
    id: string,
    details: { tierMultiplier: number; endpoint?: string },
  ): Promise<boolean> {
    // An expired lease is the sweeper's to take even before it claims it; a live one is renewed
    // so that the provider call starts with a whole lease ahead of it.
    const { rowCount } = await sqlPool(this.dataSource).query({
      name: 'generationLeases.markSending',
      text: `UPDATE generation_leases SET sent_at = now(), tier_multiplier = $3::numeric,
               endpoint = $4::text, expires_at = now() + $5::int * interval '1 millisecond'
             WHERE generation_id = $1::uuid AND owner = $2 AND expires_at > now()`,
      values: [id, this.owner, details.tierMultiplier, details.endpoint ?? null, this.leaseMs],
    });
    return rowCount === 1;
  }

  /** Unfinished generations whose lease expired, oldest deadline first. */
  async expired(limit: number): Promise<LeasedGeneration[]> {
    const { rows } = await sqlPool(this.dataSource).query<LeasedGeneration>({
      name: 'generationLeases.expired',
      text: `SELECT ${LEASED_COLUMNS}
             FROM generation_leases l JOIN generations g ON g.id = l.generation_id
             WHERE l.expires_at < now() ORDER BY l.expires_at LIMIT $1`,
      values: [limit],
    });
    return rows;
  }

  /**
   * The sweeper claims an expired lease, so that one sweeper at a time asks the provider; the
   * previous owner, should it still live, can no longer mark the task as sent. Null when another
   * process claimed or renewed it first, or it is finished.
   */
  async claim(id: string): Promise<LeasedGeneration | null> {
    const { rows } = await sqlPool(this.dataSource).query<LeasedGeneration>({
      name: 'generationLeases.claim',
      text: `WITH l AS (
               UPDATE generation_leases SET owner = $2,
                 expires_at = now() + $3::int * interval '1 millisecond'
               WHERE generation_id = $1::uuid AND expires_at < now()
               RETURNING *
             )
             SELECT ${LEASED_COLUMNS} FROM l JOIN generations g ON g.id = l.generation_id`,
      values: [id, this.owner, this.leaseMs],
    });
    return rows[0] ?? null;
  }

  /** A lease left behind by a generation that is finished: nothing is left to sweep. */
  async forgetFinished(id: string): Promise<void> {
    await sqlPool(this.dataSource).query({
      name: 'generationLeases.forgetFinished',
      text: `DELETE FROM generation_leases l USING generations g
             WHERE l.generation_id = $1::uuid AND g.id = l.generation_id
               AND g.status NOT IN ('pending', 'running', 'unknown')`,
      values: [id],
    });
  }

  /** The provider has not decided yet: ask again at the next sweep. */
  async releaseClaim(id: string): Promise<void> {
    await sqlPool(this.dataSource).query({
      name: 'generationLeases.releaseClaim',
      text: `UPDATE generation_leases SET owner = NULL, expires_at = now()
             WHERE generation_id = $1::uuid AND owner = $2`,
      values: [id, this.owner],
    });
  }
}
