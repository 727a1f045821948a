import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENTS } from '../webhook-delivery.entity.js';

/** A webhook as its owner sees it: never its secret, which is shown once at creation. */
export class WebhookView {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;

  @ApiProperty({ type: String, format: 'uri', description: 'Where deliveries are POSTed.' })
  url: string;

  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class CreatedWebhook extends WebhookView {
  @ApiProperty({
    type: String,
    description: 'Verifies the PixelForge-Signature header of deliveries; shown this once.',
  })
  secret: string;
}

/** One event sent (or being sent) to a webhook. */
export class WebhookDeliveryView {
  @ApiProperty({
    type: String,
    format: 'uuid',
    description: 'Also the PixelForge-Delivery header.',
  })
  id: string;

  @ApiProperty({ type: String, format: 'uuid' }) webhookId: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS }) event: string;
  @ApiProperty({ type: String, format: 'uuid' }) generationId: string;

  @ApiProperty({
    enum: ['pending', 'succeeded', 'failed'],
    description: 'pending: being tried; failed: attempts used up.',
  })
  status: string;

  @ApiProperty({ type: 'integer' }) attempts: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'HTTP status of the last attempt.' })
  lastStatusCode: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed.' })
  lastError: string | null;

  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt: string | null;
}
