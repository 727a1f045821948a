import { type WorkerHost } from '@nestjs/bullmq';
import { Module, type Type } from '@nestjs/common';
import { QueueName } from '../jobs/queue-name.js';
import { WebhookDeliveryJobProcessor } from './webhook-delivery.job.js';
import { WebhooksModule } from './webhooks.module.js';

/** The webhook-delivery queue's processor. */
export const WEBHOOK_PROCESSORS: readonly [QueueName, Type<WorkerHost>][] = [
  [QueueName.WebhookDelivery, WebhookDeliveryJobProcessor],
];

/** Imported by WorkerModule only, so deliveries are sent from worker roles and nowhere else. */
@Module({
  imports: [WebhooksModule],
  providers: [...WEBHOOK_PROCESSORS.map(([, processor]) => processor)],
})
export class WebhookWorkersModule {}
