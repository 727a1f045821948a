import { applyDecorators } from '@nestjs/common';
import { Column, JoinColumn, ManyToOne } from 'typeorm';
import type { Relation } from 'typeorm';
import { User } from './user.entity.js';

// A row a user owns (a creation, a folder, a key, a ledger entry…) names its owner in `user_id`
// and goes with the user: one rule for every such table, as the migrations made them
// (`REFERENCES users ON DELETE CASCADE`). An entity extends UserOwnedRow, or puts the two
// decorators on its own `userId` and `user` (to expose the id in the API). A webhook delivery
// names its user by OwnerIdColumn alone: it goes with its webhook endpoint, by that foreign key.

/** The owner's id, the `user_id` column. */
export const OwnerIdColumn = (): PropertyDecorator => Column({ name: 'user_id', type: 'uuid' });

/** The owning user, deleted rows and all with it. */
export const OwnerRelation = (): PropertyDecorator =>
  applyDecorators(
    ManyToOne(() => User, { onDelete: 'CASCADE' }),
    JoinColumn({ name: 'user_id' }),
  );

/** The owner's columns for an entity that exposes neither of them in the API. */
export abstract class UserOwnedRow {
  @OwnerIdColumn()
  userId: string;

  @OwnerRelation()
  user: Relation<User>;
}
