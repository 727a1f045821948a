import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

// Every table keeps its times as `timestamptz` in snake_case columns. Lists that page by
// (created_at, id) ask for millisecond precision, so that a cursor carries the time exactly
// through a JavaScript Date.

/** When the row was made: `created_at`, filled in by the database. */
export const CreatedAtColumn = (options: { precision?: number } = {}): PropertyDecorator =>
  CreateDateColumn({ name: 'created_at', type: 'timestamptz', ...options });

/** When the row last changed: `updated_at`, kept by TypeORM on every save. */
export const UpdatedAtColumn = (): PropertyDecorator =>
  UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });
