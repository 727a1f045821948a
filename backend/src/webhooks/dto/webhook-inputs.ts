import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { RequiredText } from '../../common/validation/required-text.js';
import { WebhookEndpoint } from '../webhook-endpoint.entity.js';
import { ApiProperty } from '@nestjs/swagger';

export const WEBHOOK_URL_MAX_LENGTH = 2048;

@InputType({ description: 'A new webhook: the URL to POST generation events to.' })
export class CreateWebhookInput {
  @Field({ description: 'A public http(s) URL; checked against private addresses after DNS.' })
  @RequiredText('url', WEBHOOK_URL_MAX_LENGTH)
  @ApiProperty({
    type: String,
    format: 'uri',
    maxLength: WEBHOOK_URL_MAX_LENGTH,
    description: 'A public http(s) URL; checked against private addresses after DNS.',
    example: 'https://example.com/hooks/pixelforge',
  })
  url: string;
}

@ObjectType({ description: 'A new webhook and its signing secret, shown this once.' })
export class CreatedWebhook {
  @Field(() => WebhookEndpoint, { description: 'The webhook as stored.' })
  webhook: WebhookEndpoint;

  @Field({ description: 'Verifies the PixelForge-Signature header; not shown again.' })
  secret: string;
}
