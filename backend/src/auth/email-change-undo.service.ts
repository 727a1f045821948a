import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { AccountLinksService } from './account-links/account-links.service.js';
import { ApiKeysService } from './api-keys/api-keys.service.js';
import { lockedAccount, useProvenEmail } from './proven-email.js';
import { TokenService } from './token.service.js';

export interface UndoneEmailChange {
  /** The address the account uses again. */
  email: string;
  /** A fresh password reset token for that address, so the owner sets a new password at once. */
  resetToken: string;
}

/**
 * "This was not me": the link mailed to the address an email change replaced. Opening it takes the
 * account back from whoever made the change: the old address returns (proven, since its mail was
 * read), every session ends, the API keys made since the change was asked for are revoked, links
 * mailed to the other address stop working, and new email changes wait EMAIL_CHANGE_LOCK_HOURS.
 * The answer carries a reset token for the restored address: the owner then chooses a new password.
 */
@Injectable()
export class EmailChangeUndoService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: AccountLinksService,
    private readonly apiKeys: ApiKeysService,
    private readonly tokens: TokenService,
    private readonly config: AppConfig,
  ) {}

  async undo(token: string): Promise<UndoneEmailChange> {
    const { userId, email } = await this.dataSource.transaction(async (manager) => {
      const link = await this.links.redeem(manager, token, 'email_change_undo');
      const user = await lockedAccount(manager, link.userId);
      const lockedUntil = new Date(Date.now() + this.config.EMAIL_CHANGE_LOCK_HOURS * 3600_000);
      // Only an account opened before this link existed can hold the address (users.service.ts).
      await useProvenEmail(
        manager,
        user.id,
        link.email,
        `Another account now uses ${link.email}, so it cannot be put back. To secure your account, ask for a password reset link.`,
        { emailChangesLockedUntil: lockedUntil },
      );
      await this.apiKeys.revokeCreatedSince(manager, user.id, link.since ?? link.createdAt);
      await this.links.withdraw(user.id, 'password_reset', manager);
      await this.links.withdraw(user.id, 'email_verification', manager);
      // Last, so Redis being away rolls the undo back and the link still works.
      await this.tokens.revokeOtherSessions(user.id);
      return { userId: user.id, email: link.email };
    });
    const resetToken = await this.links.issue(userId, 'password_reset', email);
    return { email, resetToken };
  }
}
