import { Field, ID, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-type-json';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserOwnedRow } from '../../auth/entities/user-owned-row.js';

@ObjectType({ description: 'A prompt with all its settings, saved by a user to load again later.' })
@Entity({ name: 'favorites' })
@Index('favorites_user_saved_idx', ['userId', 'savedAt'])
export class Favorite extends UserOwnedRow {
  @Field(() => ID, { description: 'The favorite id (a UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'The name its owner gave the favorite.' })
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'The saved prompt.' })
  @Column({ type: 'text' })
  prompt: string;

  @Field(() => String, {
    nullable: true,
    description: 'The saved negative prompt; null when none.',
  })
  @Column({ name: 'negative_prompt', type: 'text', nullable: true })
  negativePrompt: string | null;

  @Field(() => String, {
    name: 'modelId',
    nullable: true,
    description: "The model's AIR identifier; null when none.",
  })
  @Column({ name: 'model_id', type: 'text', nullable: true })
  modelAir: string | null;

  @Field(() => GraphQLJSON, {
    description: 'The whole generation parameter set, as the dashboard had it.',
  })
  @Column({ type: 'jsonb' })
  parameters: Record<string, unknown>;

  @Field({ description: 'When the favorite was saved.' })
  @CreateDateColumn({ name: 'saved_at', type: 'timestamptz' })
  savedAt: Date;
}
