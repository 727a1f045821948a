import { type Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { WebhookDelivery, WEBHOOK_EVENTS } from '../webhook-delivery.entity.js';
import { WebhookEndpoint } from '../webhook-endpoint.entity.js';

// The webhooks' REST answers, declared over their GraphQL types.

/** A webhook as its owner sees it: never its secret, which is shown once at creation. */
export const WebhookView = restOutput(WebhookEndpoint, {
  name: 'WebhookView',
  openApi: { id: UUID_FORMAT, url: { format: 'uri' } },
});

/**
 * A webhook just registered, with its signing secret: REST answers it flat (GraphQL's
 * createWebhook nests the webhook beside the secret).
 */
export class CreatedWebhook extends (WebhookView.schema as Type<object>) {
  @ApiProperty({
    type: String,
    description: 'Verifies the PixelForge-Signature header of deliveries; shown this once.',
  })
  secret: string;
}

/** One event sent (or being sent) to a webhook; REST names its webhook `webhookId`. */
export const WebhookDeliveryView = restOutput(WebhookDelivery, {
  name: 'WebhookDeliveryView',
  rename: { endpointId: 'webhookId' },
  openApi: {
    id: UUID_FORMAT,
    endpointId: UUID_FORMAT,
    generationId: UUID_FORMAT,
    event: { enum: [...WEBHOOK_EVENTS] },
  },
});
