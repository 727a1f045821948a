import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { UserOwnedRow } from '../entities/user-owned-row.js';
import { CreatedAtColumn } from '../../database/timestamp-columns.js';
import { ApiKeyScope } from './api-key-scope.js';

/** Only a hash of the key is kept; the prefix lets its owner tell keys apart. */
@ObjectType({ description: 'A personal API key; the whole key is shown only when it is created.' })
@Entity({ name: 'api_keys' })
@Index('api_keys_user_id_idx', ['userId'])
export class ApiKey extends UserOwnedRow {
  @Field(() => ID, { description: 'The key id, to revoke it by.' })
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Field({ description: 'The label its owner gave the key.' })
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'The first characters of the key, shown to tell keys apart.' })
  @Column({ type: 'text' })
  prefix: string;

  /** SHA-256 of the whole key, hex: keys are long random strings, so a fast hash is enough. */
  @Index('api_keys_key_hash_key', { unique: true })
  @Column({ name: 'key_hash', type: 'text' })
  keyHash: string;

  @Field(() => [ApiKeyScope], { description: 'Empty: everything its owner may do as a user.' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  scopes: ApiKeyScope[];

  @Field(() => GraphQLISODateTime, { description: 'When the key was created.' })
  @CreatedAtColumn()
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the key was last used, to the minute; null if never used.',
  })
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
