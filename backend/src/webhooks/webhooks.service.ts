import { type AccountCap, withinAccountCap } from '../common/sql/account-cap.js';
import { deleteOwned } from '../common/sql/owned-rows.js';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { clampPageSize } from '../common/pagination/page-size.js';
import { AppConfig } from '../config/app-config.js';
import { QueueName } from '../jobs/queue-name.js';
import { isRedisUnavailable } from '../redis/redis-availability.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookSecrets } from './webhook-secrets.js';
import { assertPublicTarget, parseWebhookUrl } from './webhook-target.js';

export const MAX_WEBHOOKS_PER_USER = 5;
const WEBHOOKS_CAP: AccountCap = {
  table: 'webhook_endpoints',
  max: MAX_WEBHOOKS_PER_USER,
  refusal: `You have ${MAX_WEBHOOKS_PER_USER} webhooks, the most an account may have: delete one first`,
};
const RECENT_DELIVERIES = 20;
/** Most stranded deliveries one sweep queues again; the next sweep takes the rest. */
const STRANDED_BATCH = 100;
/** A delivery younger than this is still being queued by the process that made it. */
const STRANDED_AFTER_MS = 2000;

export interface WebhookDeliveryJob {
  deliveryId: string;
}

/** A user's webhooks, and the deliveries a finished generation owes them. */
@Injectable()
export class WebhooksService {
  readonly secrets: WebhookSecrets;
  private readonly logger = new Logger('WebhooksService');
  /** Where the next requeueStranded page starts (after the last delivery the previous one saw). */
  private strandedCursor?: { createdAt: Date; id: string };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @InjectQueue(QueueName.WebhookDelivery) private readonly queue: Queue<WebhookDeliveryJob>,
  ) {
    this.secrets = new WebhookSecrets(config.JWT_SECRET);
  }

  async create(
    userId: string,
    rawUrl: string,
  ): Promise<{ webhook: WebhookEndpoint; secret: string }> {
    const url = parseWebhookUrl(rawUrl.trim());
    await assertPublicTarget(url, this.config.WEBHOOK_ALLOW_PRIVATE_TARGETS);
    const secret = WebhookSecrets.generate();
    const webhook = await withinAccountCap(
      this.dataSource.manager,
      userId,
      WEBHOOKS_CAP,
      (manager) =>
        manager.save(
          manager.create(WebhookEndpoint, {
            userId,
            url: url.toString(),
            secretCiphertext: this.secrets.encrypt(secret),
          }),
        ),
    );
    return { webhook, secret };
  }

  list(userId: string): Promise<WebhookEndpoint[]> {
    return this.dataSource
      .getRepository(WebhookEndpoint)
      .find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  async remove(userId: string, id: string): Promise<void> {
    await deleteOwned(
      this.dataSource.getRepository(WebhookEndpoint),
      userId,
      id,
      new NotFoundError('Webhook not found'),
    );
  }

  /** The user's latest deliveries, newest first. */
  recentDeliveries(userId: string, limit = RECENT_DELIVERIES): Promise<WebhookDelivery[]> {
    return this.dataSource.getRepository(WebhookDelivery).find({
      where: { userId },
      order: { createdAt: 'DESC' },
      take: clampPageSize(limit),
    });
  }

  /**
   * A generation finished (succeeded, failed, or cancelled by its owner): one delivery per webhook
   * of its owner, each sent and retried by its own job. A generation whose outcome is still
   * unknown owes nothing yet (reconciliation calls again).
   * The delivery rows are the record of what is owed: when Redis is away they are kept and queued
   * by a later sweep, so the generation's own work (settled already) never fails for it.
   */
  async generationFinished(generationId: string, userId: string): Promise<void> {
    const deliveries: { id: string }[] = await this.dataSource.query(
      `INSERT INTO webhook_deliveries (user_id, endpoint_id, event, generation_id)
       SELECT w.user_id, w.id,
              'generation.' || g.status, g.id
       FROM webhook_endpoints w
       JOIN generations g ON g.id = $1 AND g.user_id = w.user_id
       WHERE w.user_id = $2 AND g.status IN ('succeeded', 'failed', 'cancelled')
       RETURNING id`,
      [generationId, userId],
    );
    if (deliveries.length === 0) return;
    try {
      await this.enqueue(deliveries.map(({ id }) => id));
    } catch (error) {
      // The deliveries are owed all the same: requeueStranded queues them once Redis is back.
      if (!isRedisUnavailable(error)) throw error;
      this.logger.warn(
        `Webhook deliveries of generation ${generationId} wait for Redis: ${(error as Error).message}`,
      );
    }
  }

  /**
   * Queues again the pending deliveries whose job is missing: their queueing failed while Redis
   * was away, or Redis came back without them. A delivery's job id is its own id, so one queued
   * meanwhile is never queued twice. Called by every sweep (GenerationSweeper), each looking at
   * the next page of pending deliveries, so many being retried cannot hide a stranded one; returns
   * how many were queued.
   */
  async requeueStranded(limit = STRANDED_BATCH): Promise<number> {
    const after = this.strandedCursor;
    const pending: { id: string; createdAt: Date }[] = await this.dataSource.query(
      `SELECT id, created_at AS "createdAt" FROM webhook_deliveries
       WHERE status = 'pending' AND created_at < now() - $1::int * interval '1 millisecond'
         AND ($2::timestamptz IS NULL OR (created_at, id) > ($2::timestamptz, $3::uuid))
       ORDER BY created_at, id LIMIT $4`,
      [STRANDED_AFTER_MS, after?.createdAt ?? null, after?.id ?? null, limit],
    );
    // A short page was the last one: the next sweep starts from the oldest again.
    this.strandedCursor = pending.length === limit ? pending[pending.length - 1] : undefined;
    const missing: string[] = [];
    for (const { id } of pending) if (!(await this.queue.getJob(id))) missing.push(id);
    if (missing.length) await this.enqueue(missing);
    return missing.length;
  }

  private async enqueue(deliveryIds: string[]): Promise<void> {
    await this.queue.addBulk(
      deliveryIds.map((id) => ({
        name: 'deliver',
        data: { deliveryId: id },
        // Retried as the webhook-delivery queue says (queue-registry.ts).
        opts: { jobId: id },
      })),
    );
  }
}
