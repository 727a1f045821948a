import { Module } from '@nestjs/common';
import { WebhooksService } from './webhooks.service.js';

/** Webhook registrations and the deliveries finished generations owe (no HTTP surface). */
@Module({
  providers: [WebhooksService],
  exports: [WebhooksService],
})
export class WebhooksModule {}
