import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserOwnedRow } from '../auth/entities/user-owned-row.js';
import { CreatedAtColumn } from '../database/timestamp-columns.js';

/** A URL a user asked to be told at when a generation finishes. */
@ObjectType('Webhook', { description: 'A URL told (by signed POST) when a generation finishes.' })
@Entity({ name: 'webhook_endpoints' })
@Index('webhook_endpoints_user_id_idx', ['userId'])
export class WebhookEndpoint extends UserOwnedRow {
  @Field(() => ID, { description: 'The webhook id (a UUID), to delete it by.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Where deliveries are POSTed (https, or http).' })
  @Column({ type: 'text' })
  url: string;

  /** The signing secret, encrypted with a key derived from JWT_SECRET (webhook-secrets.ts). */
  @Column({ name: 'secret_ciphertext', type: 'text' })
  secretCiphertext: string;

  @Field(() => GraphQLISODateTime, { description: 'When the webhook was registered.' })
  @CreatedAtColumn()
  createdAt: Date;
}
