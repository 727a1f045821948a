import { CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';

/**
 * Marks a user who has been given the starter styles, so a user who deleted every style is not
 * given them again behind their back (only "reset" does that).
 */
@Entity({ name: 'prompt_style_sets' })
export class PromptStyleSet {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @CreateDateColumn({ name: 'starters_given_at', type: 'timestamptz' })
  startersGivenAt: Date;
}
