import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-type-json';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { OwnerIdColumn, OwnerRelation } from '../../auth/entities/user-owned-row.js';
import { CreatedAtColumn } from '../../database/timestamp-columns.js';
import { User } from '../../auth/entities/user.entity.js';
import { GeneratedImageResult } from '../dto/generation-result.js';
import { decimalColumn, creditsColumn } from '../../database/decimal.transformer.js';
import { RemixSource, remixSourceOf } from '../../shares/dto/remix-source.js';
import {
  type GenerationStatus,
  GenerationStatusEnum,
  type ChargedTaskType,
  ChargedTaskTypeEnum,
} from '../dto/generation-enums.js';

export type { GenerationStatus } from '../dto/generation-enums.js';

/** The runs a queue estimate learns from (generation-eta.ts): both indexes below. */
export const FINISHED_RUNS = `"status" = 'succeeded' AND "task_type" = 'imageInference' AND "duration_ms" IS NOT NULL`;

@ObjectType({
  description:
    'One generation request: who ran it, with what, what it cost, how long it took and how it ended.',
})
@Entity({ name: 'generations' })
@Index('generations_user_created_idx', ['userId', 'createdAt'])
// The admin list of every user's generations, newest first.
@Index('generations_created_idx', ['createdAt', 'id'])
// The newest finished runs, of one model and of all: what a queued card's ETA is drawn from.
@Index('generations_model_runs_idx', ['modelAir', 'completedAt'], { where: FINISHED_RUNS })
@Index('generations_runs_idx', ['completedAt'], { where: FINISHED_RUNS })
// GIN over (user_id, images jsonb_path_ops), made by migration 1765497600000 (a source image's
// owner by its imageUUID or URL): TypeORM cannot describe an operator class, so it leaves it alone.
@Index('generations_user_images_idx', { synchronize: false })
export class Generation {
  @Field(() => ID, { description: "The generation's id, as generation(id) takes it." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The id of the user who ran it.' })
  @OwnerIdColumn()
  userId: string;

  @OwnerRelation()
  user: Relation<User>;

  @Field({
    description:
      'The task id sent to the provider; unique, so a task never runs or is charged twice.',
  })
  @Index('generations_task_uuid_unique', { unique: true })
  @Column({ name: 'task_uuid', type: 'uuid' })
  taskUUID: string;

  @Field(() => ChargedTaskTypeEnum, {
    description: 'What was asked: imageInference for a generation, else the creator tool.',
  })
  @Column({ name: 'task_type', type: 'text', default: 'imageInference' })
  taskType: ChargedTaskType;

  @Field({ description: 'The AIR of the base model it used (or of the tool model).' })
  @Column({ name: 'model_air', type: 'text' })
  modelAir: string;

  @Field(() => GraphQLJSON, {
    description:
      'The GenerateImagesInput as kept for history: no provider key, inline images as [inline image].',
  })
  @Column({ type: 'jsonb' })
  parameters: Record<string, unknown>;

  @Field(() => GenerationStatusEnum, { description: 'Where the generation stands.' })
  @Column({ type: 'text' })
  status: GenerationStatus;

  @Field(() => String, {
    nullable: true,
    description:
      "The model's name when it ran (it may be renamed or deleted since); null when not recorded.",
  })
  @Column({ name: 'model_name', type: 'text', nullable: true })
  modelName: string | null;

  @Field(() => Int, { description: 'How many images were asked for.' })
  @Column({ name: 'image_count', type: 'int' })
  imageCount: number;

  @Field(() => [GeneratedImageResult], {
    description: "The provider's images once succeeded (their URLs expire); empty before.",
  })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  images: GeneratedImageResult[];

  @Field(() => [String], {
    description: 'What a text tool answered (the enhanced prompts, the caption); empty otherwise.',
  })
  @Column({ type: 'jsonb', default: () => "'[]'" })
  texts: string[];

  @Field(() => Float, {
    nullable: true,
    description: "The provider's reported cost in USD; null until it succeeds.",
  })
  @Column(decimalColumn(12, 6, { name: 'provider_cost_usd', nullable: true }))
  providerCostUsd: number | null;

  @Field(() => Float, {
    description: 'Credits charged for it; 0 until it succeeds (the hold is not counted).',
  })
  @Column(creditsColumn({ name: 'credits_charged', default: 0 }))
  creditsCharged: number;

  @Field({ description: "False when the user's own provider key paid for it (no credits)." })
  @Column({ type: 'boolean' })
  charged: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "Why it failed, as a code (e.g. the provider's); generationPending while unknown; else null.",
  })
  @Column({ name: 'error_code', type: 'text', nullable: true })
  errorCode: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The error in words; null unless failed or unknown.',
  })
  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'How long the provider call took, in milliseconds; null until it ends.',
  })
  @Column({ name: 'duration_ms', type: 'int', nullable: true })
  durationMs: number | null;

  /** Millisecond precision: a keyset cursor carries it exactly through a JavaScript Date. */
  @Field({ description: 'When it was requested.' })
  @CreatedAtColumn({ precision: 3 })
  createdAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When it succeeded, failed or was cancelled; null until then.',
  })
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** Set by cancelGeneration: the moment it cancelled, or asked to while the provider works. */
  @Column({ name: 'cancel_requested_at', type: 'timestamptz', nullable: true })
  cancelRequestedAt: Date | null;

  @Field(() => Boolean, {
    description:
      'Its owner asked to cancel it: true once cancelled, and for one the provider already had, which cannot be stopped and settles as it ends (finishing).',
  })
  get cancelRequested(): boolean {
    return this.cancelRequestedAt != null;
  }

  @Field(() => RemixSource, {
    nullable: true,
    description:
      'The shared image whose settings it started from (its link was live and showed them); null otherwise.',
  })
  get remixedFrom(): RemixSource | null {
    return remixSourceOf(this.parameters);
  }
}
