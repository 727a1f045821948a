import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { OwnerIdColumn, OwnerRelation } from '../auth/entities/owned-by-user.js';
import { CreatedAtColumn } from '../database/timestamp-columns.js';
import { User } from '../auth/entities/user.entity.js';

/** A URL a user asked to be told at when a generation finishes. */
@ObjectType('Webhook', { description: 'A URL told (by signed POST) when a generation finishes.' })
@Entity({ name: 'webhook_endpoints' })
export class WebhookEndpoint {
  @Field(() => ID, { description: 'The webhook id (a UUID), to pass to deleteWebhook.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('webhook_endpoints_user_id_idx')
  @OwnerIdColumn()
  userId: string;

  @OwnerRelation()
  user: Relation<User>;

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
