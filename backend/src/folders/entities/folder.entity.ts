import { Field, ID, ObjectType } from '@nestjs/graphql';
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

export const DEFAULT_FOLDER_NAME = 'Default';

/** The case-insensitive identity of a folder name: 'Cats' and 'cats' are the same folder. */
export function folderNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

/** A user's named group of creations. Every user has exactly one 'Default' folder. */
@ObjectType()
@Entity({ name: 'folders' })
@Index('folders_user_name_unique', ['userId', 'nameKey'], { unique: true })
export class Folder {
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

  /** folderNameKey(name): what the per-user unique index compares. */
  @Column({ name: 'name_key', type: 'text' })
  nameKey: string;

  @Field()
  @Column({ name: 'is_default', type: 'boolean' })
  isDefault: boolean;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
