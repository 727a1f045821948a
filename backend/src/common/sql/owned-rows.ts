import { type FindOptionsWhere, type Repository } from 'typeorm';
import { ConflictError, type NotFoundError } from '../errors/domain-errors.js';
import { isUniqueViolation } from '../errors/postgres-errors.js';
import { isUuid } from '../validation/uuid.js';

/**
 * Deletes one of the user's rows; another user's id, an unknown one or one that is no UUID (which
 * PostgreSQL would refuse as a uuid) deletes nothing and throws `notFound`.
 */
export async function deleteOwned<Row extends { id: string; userId: string }>(
  rows: Repository<Row>,
  userId: string,
  id: string,
  notFound: NotFoundError,
): Promise<void> {
  const result = isUuid(id)
    ? await rows.delete({ id, userId } as FindOptionsWhere<Row>)
    : { affected: 0 };
  if (!result.affected) throw notFound;
}

/**
 * Runs `write`; should the user's unique name index refuse it, answers 409 on `name`:
 * `You already have a <noun> named "<name>"`.
 */
export async function uniquelyNamed<T>(
  noun: string,
  name: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(`You already have a ${noun} named "${name}"`, { field: 'name' });
    throw error;
  }
}
