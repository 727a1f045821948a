import { type EntityManager } from 'typeorm';
import { ConflictError } from '../common/errors/domain-errors.js';
import { isUniqueViolation } from '../common/errors/postgres-errors.js';
import { User } from './entities/user.entity.js';

// A link opened from a mailbox proves that address: the verification of a change, or the undo of
// one (the old address takes the account back). Both change the account under its row lock.

/** The account a link is for, locked until the caller's transaction ends. */
export function lockedAccount(manager: EntityManager, userId: string): Promise<User> {
  return manager
    .getRepository(User)
    .createQueryBuilder('user')
    .setLock('pessimistic_write')
    .where('user.id = :id', { id: userId })
    .getOneOrFail();
}

/**
 * The account signs in with `email` from now on, proven, and no change waits any more. Another
 * account holding the address is a conflict that says `taken`. `also` changes more of the row.
 */
export async function useProvenEmail(
  manager: EntityManager,
  userId: string,
  email: string,
  taken: string,
  also: Partial<Pick<User, 'emailChangesLockedUntil'>> = {},
): Promise<void> {
  try {
    await manager.update(
      User,
      { id: userId },
      { email, pendingEmail: null, pendingEmailSince: null, emailVerifiedAt: new Date(), ...also },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(taken);
    throw error;
  }
}
