import { isAdministrator } from './administrators.js';
import { type User } from './entities/user.entity.js';

/** The user as REST answers show it: never the password hash. */
export function publicUser(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt != null,
    pendingEmail: user.pendingEmail ?? null,
    accessLevelId: user.accessLevelId,
    isAdmin: isAdministrator(user),
    creditBalance: user.creditBalance,
    createdAt: user.createdAt,
  };
}
