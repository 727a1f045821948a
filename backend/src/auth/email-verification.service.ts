import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { ConflictError, ValidationFailedError } from '../common/errors/domain-errors.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { AccountLinksService } from './account-links/account-links.service.js';
import { User } from './entities/user.entity.js';
import { lockedAccount, useProvenEmail } from './proven-email.js';
import { ReauthenticationService } from './reauthentication.service.js';
import { SignInRateLimiter } from './sign-in-rate-limiter.js';
import { EMAIL_TAKEN, normalizeEmail, UsersService } from './users.service.js';

/**
 * Proof that an address is the user's: a link mailed on sign-up and on every email change. A new
 * address waits in `pendingEmail` and replaces the old one only when its link is opened; the old
 * address is then told, with a link that undoes the change (EmailChangeUndoService).
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly links: AccountLinksService,
    private readonly rateLimiter: SignInRateLimiter,
    private readonly outbox: MailOutbox,
    private readonly reauthentication: ReauthenticationService,
  ) {}

  /** The sign-up mail (no rate limit: registration has its own). */
  async welcome(userId: string): Promise<void> {
    await this.outbox.emailVerification(userId);
  }

  /** Another link to the address waiting for proof: the pending new one, else the unverified one. */
  async resend(caller: AuthenticatedUser): Promise<string> {
    const user = await this.users.findById(caller.user.id);
    const address = user?.pendingEmail ?? (user?.emailVerifiedAt ? null : user?.email);
    if (!user || !address)
      throw new ValidationFailedError('Your email address is already verified');
    await this.rateLimiter.consumeVerificationMail(user.id);
    await this.outbox.emailVerification(user.id);
    return address;
  }

  /**
   * Asks for a new address: it waits in `pendingEmail` until verified. A new address takes the
   * current password (a stolen session alone cannot move the account's mail elsewhere) and is
   * refused while changes are paused after an undo. Asking for the current address again withdraws
   * a pending change.
   */
  async requestChange(
    caller: AuthenticatedUser,
    email: string,
    currentPassword: string | null | undefined,
    ip: string,
  ): Promise<void> {
    const userId = caller.user.id;
    const address = normalizeEmail(email);
    const user = await this.users.findById(userId);
    if (!user) return;
    if (address === user.email) {
      if (user.pendingEmail) await this.cancelChange(userId);
      return;
    }
    if (address === user.pendingEmail) return;
    const lockedUntil = user.emailChangesLockedUntil;
    if (lockedUntil && lockedUntil.getTime() > Date.now())
      throw new ValidationFailedError(
        `Email changes are paused until ${lockedUntil.toISOString()} because a recent change was undone from the previous address.`,
        { field: 'email' },
      );
    await this.reauthentication.assertCurrentPassword(
      caller,
      currentPassword,
      ip,
      'change your email address',
    );
    if (await this.users.addressInUse(address, userId)) throw new ConflictError(EMAIL_TAKEN);
    await this.dataSource
      .getRepository(User)
      .update({ id: userId }, { pendingEmail: address, pendingEmailSince: new Date() });
    await this.outbox.emailVerification(userId);
  }

  async cancelChange(userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: userId }, { pendingEmail: null, pendingEmailSince: null });
      await this.links.withdraw(userId, 'email_verification', manager);
    });
    // The change's link replaced the sign-up one: an address still unproven gets a fresh link.
    const user = await this.users.findById(userId);
    if (user && !user.emailVerifiedAt) await this.outbox.emailVerification(userId);
  }

  /**
   * Opens a verification link: proves the address, or completes the change to it. A link opened
   * again once its address is the account's verified one answers that it already is: the second
   * click of a mail, or a tab opened twice, is no failure to the person.
   */
  async verify(token: string): Promise<{ user: User; alreadyVerified: boolean }> {
    try {
      return { user: await this.redeem(token), alreadyVerified: false };
    } catch (error) {
      const verified =
        error instanceof ValidationFailedError ? await this.verifiedByUsedLink(token) : null;
      if (verified) return { user: verified, alreadyVerified: true };
      throw error;
    }
  }

  /** The account a used link verified, while that address is still its verified email. */
  private async verifiedByUsedLink(token: string): Promise<User | null> {
    const link = await this.links.used(token, 'email_verification');
    const user = link && (await this.users.findById(link.userId));
    return user && user.emailVerifiedAt && user.email === link.email ? user : null;
  }

  private async redeem(token: string): Promise<User> {
    const userId = await this.dataSource.transaction(async (manager) => {
      const link = await this.links.redeem(manager, token, 'email_verification');
      const user = await lockedAccount(manager, link.userId);
      if (link.email === user.email) {
        if (!user.emailVerifiedAt)
          await manager.update(User, { id: user.id }, { emailVerifiedAt: new Date() });
        return user.id;
      }
      if (link.email !== user.pendingEmail)
        throw new ValidationFailedError(
          'This verification link is for an address the account no longer asks for.',
          { field: 'token' },
        );
      // Someone may have signed up with the address while it waited for proof.
      await useProvenEmail(manager, user.id, link.email, EMAIL_TAKEN);
      // Reset links mailed to the old address no longer lead into the account.
      await this.links.withdraw(user.id, 'password_reset', manager);
      // The old address is told, with a link that undoes the change; the link is made here, so
      // the old address stays reserved with the change. Queued last: Redis being away rolls the
      // change back (503, the verification link still works) rather than leave it untold.
      const since = user.pendingEmailSince ?? new Date();
      const undoLinkId = await this.links.createUnsent(
        manager,
        user.id,
        'email_change_undo',
        user.email,
        since,
      );
      await this.outbox.emailChanged(user.id, user.email, since, undoLinkId);
      return user.id;
    });
    return (await this.users.findById(userId))!;
  }
}
