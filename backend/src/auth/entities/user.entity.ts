import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../database/timestamp-columns.js';
import { creditsColumn } from '../../database/decimal.transformer.js';
import { AccessLevel } from './access-level.entity.js';
import { References } from '../../database/references.js';

@ObjectType({ description: 'A user account.' })
@Entity({ name: 'users' })
@Check('users_credit_balance_not_negative', '"credit_balance" >= 0')
// The admin list of users, newest first.
@Index('users_created_idx', ['createdAt', 'id'])
export class User {
  @Field(() => ID, { description: 'The user id (a UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Display name: 2 to 100 characters.' })
  @Column({ type: 'text' })
  name: string;

  /** Stored lower-cased so uniqueness is case-insensitive with a plain index. */
  @Field({ description: 'The sign-in email address, lower-cased and unique.' })
  @Index('users_email_unique', { unique: true })
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Field(() => Int, { description: 'The id of the membership tier (see accessLevels).' })
  @Index('users_access_level_id_idx')
  @Column({ name: 'access_level_id', type: 'int' })
  accessLevelId: number;

  @References(() => AccessLevel, 'access_level_id', 'RESTRICT')
  accessLevel: Relation<AccessLevel>;

  @Field(() => Float, {
    description: 'Credits left to spend; never negative, may be fractional.',
  })
  @Column(creditsColumn({ name: 'credit_balance', default: 0 }))
  creditBalance: number;

  /** When the owner proved the address (a link sent to it was opened); null until then. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** A new address the owner asked for; it replaces `email` only once a link sent to it is opened. */
  @Field(() => String, {
    nullable: true,
    description: 'A new address waiting for its owner to open the link sent to it.',
  })
  @Column({ name: 'pending_email', type: 'text', nullable: true })
  pendingEmail: string | null;

  /** When the pending change was asked for: an undo revokes the API keys made since. */
  @Column({ name: 'pending_email_since', type: 'timestamptz', nullable: true })
  pendingEmailSince: Date | null;

  /** After an email change was undone, no new change is taken before this moment. */
  @Column({ name: 'email_changes_locked_until', type: 'timestamptz', nullable: true })
  emailChangesLockedUntil: Date | null;

  /** When a password reset or change last revoked every API key, so settings can say why. */
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'When a password reset or change last revoked all API keys of the account; null if never.',
  })
  @Column({ name: 'api_keys_revoked_at', type: 'timestamptz', nullable: true })
  apiKeysRevokedAt: Date | null;

  @Field({ description: 'When the account was registered.' })
  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
