import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-type-json';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { GeneratedImageResult } from '../dto/generation-result.js';
import { decimalTransformer } from '../../database/decimal.transformer.js';
import { type GenerationStatus, GenerationStatusEnum } from '../dto/generation-enums.js';

export type { GenerationStatus } from '../dto/generation-enums.js';

/** One call to the provider: who, what, what it cost, how long it took and how it ended. */
@ObjectType()
@Entity({ name: 'generations' })
@Index('generations_user_created_idx', ['userId', 'createdAt'])
// The admin list of every user's generations, newest first.
@Index('generations_created_idx', ['createdAt', 'id'])
export class Generation {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** Sent to the provider; unique so a task is never run (or charged) twice. */
  @Field()
  @Index('generations_task_uuid_unique', { unique: true })
  @Column({ name: 'task_uuid', type: 'uuid' })
  taskUUID: string;

  @Field()
  @Column({ name: 'model_air', type: 'text' })
  modelAir: string;

  @Field(() => GraphQLJSON)
  @Column({ type: 'jsonb' })
  parameters: Record<string, unknown>;

  @Field(() => GenerationStatusEnum)
  @Column({ type: 'text' })
  status: GenerationStatus;

  /** The model's display name when the generation ran (the model may be renamed or gone since). */
  @Field(() => String, { nullable: true })
  @Column({ name: 'model_name', type: 'text', nullable: true })
  modelName: string | null;

  @Field(() => Int)
  @Column({ name: 'image_count', type: 'int' })
  imageCount: number;

  /** The provider's images of a succeeded generation (its URLs expire on the provider's side). */
  @Field(() => [GeneratedImageResult])
  @Column({ type: 'jsonb', default: () => "'[]'" })
  images: GeneratedImageResult[];

  @Field(() => Float, { nullable: true })
  @Column({
    name: 'provider_cost_usd',
    type: 'numeric',
    precision: 12,
    scale: 6,
    nullable: true,
    transformer: decimalTransformer,
  })
  providerCostUsd: number | null;

  @Field(() => Float)
  @Column({
    name: 'credits_charged',
    type: 'numeric',
    precision: 14,
    scale: 4,
    default: 0,
    transformer: decimalTransformer,
  })
  creditsCharged: number;

  /** False when the user's own provider key paid for it. */
  @Field()
  @Column({ type: 'boolean' })
  charged: boolean;

  @Field(() => String, { nullable: true })
  @Column({ name: 'error_code', type: 'text', nullable: true })
  errorCode: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage: string | null;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'duration_ms', type: 'int', nullable: true })
  durationMs: number | null;

  /** Millisecond precision: a keyset cursor carries it exactly through a JavaScript Date. */
  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
