import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserOwnedRow } from '../../auth/entities/user-owned-row.js';
import { CreatedAtColumn } from '../../database/timestamp-columns.js';

export const DEFAULT_FOLDER_NAME = 'Default';

/** The case-insensitive identity of a folder name: 'Cats' and 'cats' are the same folder. */
export function folderNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

@ObjectType({
  description: "A user's named group of saved images; every user has one Default folder.",
})
@Entity({ name: 'folders' })
@Index('folders_user_name_unique', ['userId', 'nameKey'], { unique: true })
export class Folder extends UserOwnedRow {
  @Field(() => ID, { description: 'The folder id (a UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Folder name, unique per user ignoring case: 1 to 100 characters.' })
  @Column({ type: 'text' })
  name: string;

  /** folderNameKey(name): what the per-user unique index compares. */
  @Column({ name: 'name_key', type: 'text' })
  nameKey: string;

  @Field({ description: 'Whether this is the Default folder, which cannot be renamed or deleted.' })
  @Column({ name: 'is_default', type: 'boolean' })
  isDefault: boolean;

  @Field({ description: 'When the folder was created.' })
  @CreatedAtColumn()
  createdAt: Date;
}
