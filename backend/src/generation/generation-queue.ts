import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { sqlPool } from '../database/sql-pool.js';
import { QueueName } from '../jobs/queue-name.js';
import { GenerationEvents } from './generation-events.js';
import { type PreparedGeneration } from './charged-task-runner.js';

/** How many waiting generations hear of one move; further back they learn it at their next. */
const MAX_TOLD_OF_A_MOVE = 500;

/**
 * The queue of asynchronous generations, round-robin between users: a job's BullMQ priority is
 * its place among its owner's waiting generations (1: the user's next), and BullMQ takes the
 * lowest priority first, first come first served within one. When one of a user's generations
 * starts, each of their waiting ones moves up a place, to the end of its new place, so with
 * several users waiting the workers take one of each in turn: a user's twenty queued generations
 * do not hold up another user's first. How many run at once, all users together, is the queue's
 * global concurrency (PROVIDER_MAX_CONCURRENCY).
 */
@Injectable()
export class GenerationQueue {
  private readonly logger = new Logger('GenerationQueue');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.GenerationRun) private readonly queue: Queue<PreparedGeneration>,
    private readonly events: GenerationEvents,
  ) {}

  /** Queues the generation behind its owner's waiting ones. */
  async add(prepared: PreparedGeneration): Promise<void> {
    const ahead = await this.waitingOf(prepared.userId, prepared.id);
    // Tried once: the queue's options are in the registry (queue-registry.ts).
    await this.queue.add('run', prepared, { jobId: prepared.id, priority: ahead.length + 1 });
  }

  /**
   * One of the user's generations has started: their waiting ones move up. Best effort: a job
   * taken meanwhile keeps its place, and a failure only costs this user's turn.
   */
  async started(userId: string, generationId: string): Promise<void> {
    try {
      const waiting = await this.waitingOf(userId, generationId);
      for (const [index, id] of waiting.entries()) {
        const job = await this.queue.getJob(id);
        await job?.changePriority({ priority: index + 1 }).catch(() => undefined);
      }
    } catch (error) {
      this.logger.warn(`Queue places of user ${userId} not moved up: ${String(error)}`);
    }
    await this.moved();
  }

  /**
   * One generation left the queue (started or cancelled): every one behind it moved up a place,
   * whoever owns it, so each waiting generation's owner hears of it (generationUpdated reads the
   * new position). Best effort, like every live event.
   */
  async moved(): Promise<void> {
    try {
      const { rows } = await sqlPool(this.dataSource).query<{ user_id: string; id: string }>({
        name: 'generationQueue.waiting',
        text: `SELECT g.user_id, g.id FROM generations g
               JOIN generation_leases l ON l.generation_id = g.id
               WHERE g.status = 'pending' AND l.sent_at IS NULL
               ORDER BY g.created_at, g.id LIMIT $1`,
        values: [MAX_TOLD_OF_A_MOVE],
      });
      for (const row of rows) this.events.changed(row.user_id, row.id);
    } catch (error) {
      this.logger.warn(`Waiting generations not told of a move: ${String(error)}`);
    }
  }

  /** The user's generations waiting in the queue (handed on, never sent), oldest first. */
  private async waitingOf(userId: string, except: string): Promise<string[]> {
    const { rows } = await sqlPool(this.dataSource).query<{ id: string }>({
      name: 'generationQueue.waitingOf',
      text: `SELECT g.id FROM generations g
             JOIN generation_leases l ON l.generation_id = g.id
             WHERE g.user_id = $1::uuid AND g.status = 'pending' AND l.owner IS NULL
               AND l.sent_at IS NULL AND g.id <> $2::uuid
             ORDER BY g.created_at, g.id`,
      values: [userId, except],
    });
    return rows.map((row) => row.id);
  }
}
