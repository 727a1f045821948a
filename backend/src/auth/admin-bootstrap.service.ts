import { Injectable, Logger } from '@nestjs/common';
import { ConflictError } from '../common/errors/domain-errors.js';
import { ADMIN_ACCESS_LEVEL_ID } from '../database/seeds/reference-data.js';
import { UsersService } from './users.service.js';

export type AdminBootstrapOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * Makes sure an administrator account exists for the given email: creates it, or promotes an
 * existing account. An existing password is never overwritten. Idempotent.
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
      try {
        await this.users.create({
          name,
          email,
          password,
          accessLevelId: ADMIN_ACCESS_LEVEL_ID,
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
    if (existing.accessLevelId !== ADMIN_ACCESS_LEVEL_ID) {
      await this.users.setAccessLevel(existing.id, ADMIN_ACCESS_LEVEL_ID);
      this.logger.log(`Account ${email} promoted to administrator`);
      return 'promoted';
    }
    return 'unchanged';
  }
}
