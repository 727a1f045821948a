import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserOwnedRow } from '../../auth/entities/user-owned-row.js';

@ObjectType({
  description:
    "A named prompt template of one user: the template wraps the creator's prompt, the negative prompt is added to theirs.",
})
@Entity({ name: 'prompt_styles' })
// Names are unique per user whatever their case: two styles called "Anime" and "anime" would confuse the picker.
@Index('prompt_styles_user_name_key', { synchronize: false })
@Index('prompt_styles_user_created_idx', ['userId', 'createdAt'])
export class PromptStyle extends UserOwnedRow {
  @Field(() => ID, { description: 'The style id (a UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'The name shown in the picker, unique among the owner’s styles.' })
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'The prompt template; {prompt} marks where the creator’s prompt goes.' })
  @Column({ type: 'text' })
  template: string;

  @Field(() => String, {
    nullable: true,
    description: 'Added to the negative prompt where the model takes one; null when none.',
  })
  @Column({ name: 'negative_prompt', type: 'text', nullable: true })
  negativePrompt: string | null;

  @Field({ description: 'When the style was added to the owner’s list.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
