import { Injectable } from '@nestjs/common';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { PasswordHasher } from './password-hasher.js';
import { SignInRateLimiter } from './sign-in-rate-limiter.js';
import { UsersService } from './users.service.js';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/**
 * Asks for the current password again before what would hand the account over (a new email
 * address, a new API key, a new password): a stolen session alone cannot do those. A wrong password
 * counts like a wrong sign-in, so these calls are no way around the sign-in limits.
 */
@Injectable()
export class ReauthenticationService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly rateLimiter: SignInRateLimiter,
  ) {}

  /**
   * Refuses (400, field currentPassword) a missing or wrong password; `why` completes "enter your
   * current password to …" in the missing case.
   */
  async assertCurrentPassword(
    caller: AuthenticatedUser,
    currentPassword: string | null | undefined,
    ip: string,
    why: string,
  ): Promise<void> {
    if (typeof currentPassword !== 'string' || currentPassword.length === 0)
      throw new ValidationFailedError(
        `currentPassword is required: enter your current password to ${why}`,
        { field: 'currentPassword' },
      );
    const user = await this.users.findById(caller.user.id);
    if (!user) throw new ValidationFailedError(CURRENT_PASSWORD_INCORRECT);
    await this.rateLimiter.consumeReauthentication(user.id, user.email, ip);
    if (!(await this.hasher.verify(user.passwordHash, currentPassword)))
      throw new ValidationFailedError(CURRENT_PASSWORD_INCORRECT, { field: 'currentPassword' });
    await this.rateLimiter.reauthenticationSucceeded(user.id, user.email, ip);
  }
}
