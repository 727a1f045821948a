import { Field, ID, ObjectType } from '@nestjs/graphql';
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

/** A prompt with all its settings, saved by a user to load again later. */
@ObjectType()
@Entity({ name: 'favorites' })
@Index('favorites_user_saved_idx', ['userId', 'savedAt'])
export class Favorite {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field()
  @Column({ type: 'text' })
  prompt: string;

  @Field(() => String, { nullable: true })
  @Column({ name: 'negative_prompt', type: 'text', nullable: true })
  negativePrompt: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'model_id', type: 'text', nullable: true })
  modelId: string | null;

  /** The whole parameter set, as the dashboard had it. */
  @Field(() => GraphQLJSON)
  @Column({ type: 'jsonb' })
  parameters: Record<string, unknown>;

  @Field()
  @CreateDateColumn({ name: 'saved_at', type: 'timestamptz' })
  savedAt: Date;
}
