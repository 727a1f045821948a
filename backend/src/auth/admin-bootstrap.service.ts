import { Injectable, Logger } from '@nestjs/common';
import { ConflictError } from '../common/errors/domain-errors.js';
import { ADMINISTRATOR_ACCESS_LEVEL_ID, isAdministrator } from './administrators.js';
import { passwordWeakness } from './password-policy.js';
import { UsersService } from './users.service.js';

export type AdminBootstrapOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * Makes sure an administrator account exists for the given email: creates it, or promotes an
 * existing account. An existing password is never overwritten. Idempotent.
 *
 * The operator's ADMIN_PASSWORD is not held to the sign-up password policy: refusing it would stop
 * the server from starting over a setting. A weak one is logged as a warning instead, and the
 * administrator is held to the policy at the first password change.
 */
@Injectable()
export class AdminBootstrapService {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(private readonly users: UsersService) {}

  async ensureAdministrator(
    email: string,
    password: string,
    name = 'Administrator',
  ): Promise<AdminBootstrapOutcome> {
    const existing = await this.users.findByEmail(email);
    if (!existing) {
      const weakness = passwordWeakness(password, [email, name]);
      if (weakness)
        this.logger.warn(
          `The administrator password for ${email} is weak (${weakness}). Change it after signing in.`,
        );
      try {
        await this.users.create({
          name,
          email,
          password,
          accessLevelId: ADMINISTRATOR_ACCESS_LEVEL_ID,
          emailVerified: true,
        });
      } catch (error) {
        // Another replica starting at the same moment created it first: treat it as existing.
        if (error instanceof ConflictError) return this.ensureAdministrator(email, password, name);
        throw error;
      }
      this.logger.log(`Administrator account created for ${email}`);
      return 'created';
    }
    if (!isAdministrator(existing)) {
      await this.users.setAccessLevel(existing.id, ADMINISTRATOR_ACCESS_LEVEL_ID);
      this.logger.log(`Account ${email} promoted to administrator`);
      return 'promoted';
    }
    return 'unchanged';
  }
}
