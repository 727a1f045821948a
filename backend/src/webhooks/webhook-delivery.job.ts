import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { Generation } from '../generation/entities/generation.entity.js';
import { generationView } from '../generation/generation-view.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { postSigned } from './webhook-sender.js';
import { type WebhookDeliveryJob, WebhooksService } from './webhooks.service.js';
import { type QueueProcessor } from '../jobs/queue-processors.js';

export type WebhookDeliveryOutcome = 'delivered' | 'gone';

/**
 * The webhook-delivery queue's processor (worker role only): one signed POST per attempt. A
 * refused or unanswered attempt throws, so BullMQ tries again after its backoff; every attempt is
 * recorded on the delivery, which ends succeeded or, after the last attempt, failed.
 */
@Injectable()
export class WebhookDeliveryJobProcessor implements QueueProcessor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly webhooks: WebhooksService,
  ) {}

  async process(job: Job<WebhookDeliveryJob>): Promise<WebhookDeliveryOutcome> {
    const deliveries = this.dataSource.getRepository(WebhookDelivery);
    const delivery = await deliveries.findOne({ where: { id: job.data.deliveryId } });
    const endpoint =
      delivery &&
      (await this.dataSource
        .getRepository(WebhookEndpoint)
        .findOne({ where: { id: delivery.endpointId } }));
    const generation =
      delivery &&
      (await this.dataSource
        .getRepository(Generation)
        .findOne({ where: { id: delivery.generationId } }));
    // The webhook (or the account) was deleted meanwhile: nothing is owed any more.
    if (!delivery || !endpoint || !generation) return 'gone';

    const body = JSON.stringify({
      id: delivery.id,
      type: delivery.event,
      createdAt: delivery.createdAt.toISOString(),
      data: generationView(generation),
    });
    const attempt = await postSigned(
      {
        url: endpoint.url,
        deliveryId: delivery.id,
        event: delivery.event,
        body,
        secret: this.webhooks.secrets.decrypt(endpoint.secretCiphertext),
      },
      {
        timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
        allowPrivate: this.config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      },
    );
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    await deliveries.update(
      { id: delivery.id },
      {
        attempts: () => 'attempts + 1',
        lastStatusCode: attempt.statusCode,
        lastError: attempt.error?.slice(0, 500) ?? null,
        status: attempt.ok ? 'succeeded' : last ? 'failed' : 'pending',
        deliveredAt: attempt.ok ? new Date() : null,
      },
    );
    if (!attempt.ok) throw new Error(attempt.error ?? 'Delivery failed');
    return 'delivered';
  }
}
