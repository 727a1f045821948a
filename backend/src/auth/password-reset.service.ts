import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../mail/mail-outbox.js';
import { AccountLinksService } from './account-links/account-links.service.js';
import { type ResetPasswordInput } from './dto/account-recovery.inputs.js';
import { assertNewPasswordAcceptable } from './dto/new-password.fields.js';
import { ApiKeysService } from './api-keys/api-keys.service.js';
import { PasswordHasher } from './password-hasher.js';
import { SignInRateLimiter } from './sign-in-rate-limiter.js';
import { TokenService } from './token.service.js';
import { normalizeEmail, UsersService } from './users.service.js';

/**
 * Forgotten passwords: a mailed single-use link that sets a new one, ends every session and revokes
 * every API key.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: AccountLinksService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly rateLimiter: SignInRateLimiter,
    private readonly outbox: MailOutbox,
    private readonly users: UsersService,
    private readonly apiKeys: ApiKeysService,
  ) {}

  /**
   * Queues the reset mail and returns; whether the address has an account is looked up by the
   * worker, so the answer and its timing are the same for every address. Past the address's mail
   * cap nothing is queued, and the answer is still the same.
   */
  async request(email: string, ip: string): Promise<void> {
    const address = normalizeEmail(email);
    if (await this.rateLimiter.consumePasswordResetRequest(address, ip))
      await this.outbox.passwordReset(address);
  }

  /**
   * Sets the new password from a reset link; the link works once, every session ends and every API
   * key is revoked (whoever took the account may have made one).
   */
  async reset(input: ResetPasswordInput): Promise<void> {
    // A dead link is refused before the (deliberately slow) hash is computed.
    const live = await this.links.check(input.token, 'password_reset');
    assertNewPasswordAcceptable(input, await this.users.findById(live.userId));
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.dataSource.transaction(async (manager) => {
      const link = await this.links.redeem(manager, input.token, 'password_reset');
      // The mail reached the account's address, so that address is proven too.
      await manager.query(
        `UPDATE users SET password_hash = $2, updated_at = now(),
           email_verified_at = CASE WHEN email = $3 THEN coalesce(email_verified_at, now())
                                    ELSE email_verified_at END
         WHERE id = $1`,
        [link.userId, passwordHash, link.email],
      );
      await this.apiKeys.revokeAll(manager, link.userId);
      // Last, so Redis being away rolls the change back and the link still works (see the
      // Authentication rule in docs/architecture.md).
      await this.tokens.revokeOtherSessions(link.userId);
    });
  }
}
