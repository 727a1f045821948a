import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { OwnerIdColumn } from '../auth/entities/user-owned-row.js';
import { CreatedAtColumn } from '../database/timestamp-columns.js';
import { closedEnum } from '../common/graphql/closed-enum.js';
import { Generation } from '../generation/entities/generation.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { References } from '../database/references.js';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
const WebhookDeliveryStatusEnum = closedEnum(
  'WebhookDeliveryStatus',
  WEBHOOK_DELIVERY_STATUSES,
  'How a webhook delivery stands.',
  {
    pending: 'Being tried (again, after a backoff, when an attempt failed).',
    succeeded: 'The endpoint answered 2xx.',
    failed: 'Every attempt failed.',
  },
);

/**
 * What a webhook is told about: the event names deliveries carry. A string in GraphQL too, so
 * consumers match the very name their payloads hold.
 */
export const WEBHOOK_EVENTS = [
  'generation.succeeded',
  'generation.failed',
  'generation.cancelled',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** One event sent (or being sent) to one webhook, with how its attempts went. */
@ObjectType({ description: 'One event delivered (or being delivered) to a webhook.' })
@Entity({ name: 'webhook_deliveries' })
@Check('webhook_deliveries_status_check', `"status" IN ('pending', 'succeeded', 'failed')`)
// A user's latest deliveries, newest first (the settings list).
@Index('webhook_deliveries_user_created_idx', ['userId', 'createdAt'])
export class WebhookDelivery {
  @Field(() => ID, { description: 'Also sent as the PixelForge-Delivery header.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @OwnerIdColumn()
  userId: string;

  @Field(() => ID, { description: 'The id of the webhook it is sent to.' })
  @Index('webhook_deliveries_endpoint_id_idx')
  @Column({ name: 'endpoint_id', type: 'uuid' })
  endpointId: string;

  @References(() => WebhookEndpoint, 'endpoint_id', 'CASCADE')
  endpoint: Relation<WebhookEndpoint>;

  @Field(() => String, {
    description: 'generation.succeeded, generation.failed or generation.cancelled',
  })
  @Column({ type: 'text' })
  event: WebhookEvent;

  @Field(() => ID, { description: 'The id of the generation the event is about.' })
  @Column({ name: 'generation_id', type: 'uuid' })
  generationId: string;

  @References(() => Generation, 'generation_id', 'CASCADE')
  generation: Relation<Generation>;

  @Field(() => WebhookDeliveryStatusEnum, {
    description:
      'How the delivery stands: pending while being tried, failed once its attempts are used up.',
  })
  @Column({ type: 'text', default: 'pending' })
  status: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'HTTP attempts made so far (at most 8).' })
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Field(() => Int, { nullable: true, description: 'HTTP status of the last attempt.' })
  @Column({ name: 'last_status_code', type: 'int', nullable: true })
  lastStatusCode: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the event was queued for delivery.' })
  @CreatedAtColumn({ precision: 3 })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the endpoint answered 2xx; null until it has.',
  })
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}
