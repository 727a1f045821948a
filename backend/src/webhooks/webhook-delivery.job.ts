import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DelayedError, type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { Generation } from '../generation/entities/generation.entity.js';
import { generationView } from '../generation/generation-view.js';
import { WebhookDeliverySlots } from './webhook-delivery-slots.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { postSigned } from './webhook-sender.js';
import { type WebhookDeliveryJob, WebhooksService } from './webhooks.service.js';
import { type QueueProcessor } from '../jobs/queue-processors.js';

export type WebhookDeliveryOutcome = 'delivered' | 'gone';

/** How long a delivery whose webhook or account has no free slot waits before it asks again. */
const SLOT_WAIT_MS = 1000;

/**
 * The webhook-delivery queue's processor (worker role only): one signed POST per attempt. A
 * refused or unanswered attempt throws, so BullMQ tries again after its backoff; every attempt is
 * recorded on the delivery, which ends succeeded or, after the last attempt, failed. A delivery
 * whose webhook or account already has its share of deliveries in flight (WebhookDeliverySlots)
 * goes back to the queue for a moment, which is not an attempt.
 */
@Injectable()
export class WebhookDeliveryJobProcessor implements QueueProcessor {
  private readonly logger = new Logger(WebhookDeliveryJobProcessor.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly webhooks: WebhooksService,
    private readonly slots: WebhookDeliverySlots,
  ) {}

  async process(job: Job<WebhookDeliveryJob>, token?: string): Promise<WebhookDeliveryOutcome> {
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
    // Already ended: a job queued again (Redis lost its record of this one), or a run whose POST
    // got through but whose end failed on a Redis blip, never sends it twice.
    if (delivery.status !== 'pending')
      return delivery.status === 'succeeded' ? 'delivered' : 'gone';

    const owner = { userId: delivery.userId, endpointId: endpoint.id };
    if (!(await this.slots.take(delivery.id, owner))) {
      // Behind everyone else's deliveries, with a little jitter so waiting ones do not move as one.
      await job.moveToDelayed(Date.now() + SLOT_WAIT_MS + Math.random() * SLOT_WAIT_MS, token);
      throw new DelayedError();
    }
    try {
      return await this.attempt(job, delivery, endpoint, generation);
    } finally {
      // A slot not given back lapses by itself; failing here would retry a delivery that was made.
      await this.slots
        .giveBack(delivery.id, owner)
        .catch((error: unknown) =>
          this.logger.warn(`Delivery ${delivery.id}: slot not given back (${String(error)})`),
        );
    }
  }

  /** One signed POST, recorded on the delivery; a failed one throws for BullMQ to retry. */
  private async attempt(
    job: Job<WebhookDeliveryJob>,
    delivery: WebhookDelivery,
    endpoint: WebhookEndpoint,
    generation: Generation,
  ): Promise<WebhookDeliveryOutcome> {
    const deliveries = this.dataSource.getRepository(WebhookDelivery);

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
