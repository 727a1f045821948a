import { applyDecorators } from '@nestjs/common';
import { JoinColumn, ManyToOne } from 'typeorm';
import type { ObjectType, RelationOptions } from 'typeorm';

// A row that points at another row keeps the other's id in one snake_case column, and the
// migrations say in that foreign key what becomes of it when the other row goes. The relation
// says both once, as the migration does.

/**
 * The row this one points at by `column`, with what the database does to this row when that one
 * is deleted (`ON DELETE …`); `inverse` names the list on the other side, when it keeps one.
 */
export const References = <T>(
  target: () => ObjectType<T>,
  column: string,
  onDelete: NonNullable<RelationOptions['onDelete']>,
  inverse?: (other: T) => unknown,
): PropertyDecorator =>
  applyDecorators(
    inverse ? ManyToOne(target, inverse, { onDelete }) : ManyToOne(target, { onDelete }),
    JoinColumn({ name: column }),
  );
