import { Module } from '@nestjs/common';
import { WebhookDeliverySlots } from './webhook-delivery-slots.js';
import { WebhookDeliveryJobProcessor } from './webhook-delivery.job.js';
import { WebhooksModule } from './webhooks.module.js';

/**
 * The webhook-delivery queue's processor (its queue is in the registry, queue-registry.ts).
 * Imported by WorkerModule only, so deliveries are sent from worker roles and nowhere else.
 */
@Module({
  imports: [WebhooksModule],
  providers: [WebhookDeliveryJobProcessor, WebhookDeliverySlots],
})
export class WebhookWorkersModule {}
