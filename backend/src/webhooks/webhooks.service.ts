import { type AccountCap, withinAccountCap } from '../common/sql/account-cap.js';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { clampPageSize } from '../common/pagination/page-size.js';
import { isUuid } from '../common/validation/uuid.js';
import { AppConfig } from '../config/app-config.js';
import { QueueName } from '../jobs/queue-name.js';
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

export interface WebhookDeliveryJob {
  deliveryId: string;
}

/** A user's webhooks, and the deliveries a finished generation owes them. */
@Injectable()
export class WebhooksService {
  readonly secrets: WebhookSecrets;

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
    const result = isUuid(id)
      ? await this.dataSource.getRepository(WebhookEndpoint).delete({ id, userId })
      : { affected: 0 };
    if (!result.affected) throw new NotFoundError('Webhook not found');
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
   * A generation finished: one delivery per webhook of its owner, each sent and retried by its own
   * job. A generation whose outcome is still unknown owes nothing yet (reconciliation calls again).
   */
  async generationFinished(generationId: string, userId: string): Promise<void> {
    const deliveries: { id: string }[] = await this.dataSource.query(
      `INSERT INTO webhook_deliveries (user_id, endpoint_id, event, generation_id)
       SELECT w.user_id, w.id,
              CASE g.status WHEN 'succeeded' THEN 'generation.succeeded' ELSE 'generation.failed' END,
              g.id
       FROM webhook_endpoints w
       JOIN generations g ON g.id = $1 AND g.user_id = w.user_id
       WHERE w.user_id = $2 AND g.status IN ('succeeded', 'failed')
       RETURNING id`,
      [generationId, userId],
    );
    if (deliveries.length === 0) return;
    await this.queue.addBulk(
      deliveries.map(({ id }) => ({
        name: 'deliver',
        data: { deliveryId: id },
        // Retried as the webhook-delivery queue says (queue-registry.ts).
        opts: { jobId: id },
      })),
    );
  }
}
