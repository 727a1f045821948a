import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountLinksService } from '../auth/account-links/account-links.service.js';
import { UsersService } from '../auth/users.service.js';
import { AppConfig } from '../config/app-config.js';
import { type MailJob } from './mail-outbox.js';
import { type OutgoingMail } from './smtp-mailer.js';
import {
  emailChangedMail,
  emailVerificationMail,
  passwordResetMail,
  paymentFailedMail,
  receiptMail,
  shareLinksDisabledMail,
} from './templates/account-messages.js';

interface ReceiptRow {
  name: string;
  email: string;
  packName: string;
  priceCents: number;
  currency: string;
  credits: number;
  paidAt: Date;
  balanceAfter: string;
}

/**
 * Turns a mail job into the message to send, from the database as it is now: a job for an account
 * that no longer needs the mail (unknown address, already verified) composes nothing.
 */
@Injectable()
export class MailComposer {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly links: AccountLinksService,
    private readonly config: AppConfig,
  ) {}

  async compose(job: MailJob): Promise<OutgoingMail | null> {
    switch (job.kind) {
      case 'password-reset':
        return this.passwordReset(job.email);
      case 'email-verification':
        return this.emailVerification(job.userId);
      case 'email-changed':
        return this.emailChanged(job.userId, job.previousEmail, job.since, job.undoLinkId);
      case 'receipt':
        return this.receipt(job.checkoutSessionId);
      case 'payment-failed':
        return this.paymentFailed(job.checkoutSessionId);
      case 'share-links-disabled':
        return this.shareLinksDisabled(job.userId, job.count);
    }
  }

  private async shareLinksDisabled(userId: string, count: number): Promise<OutgoingMail | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    return { to: user.email, ...shareLinksDisabledMail(user.name, count, this.link('/gallery')) };
  }

  private async passwordReset(email: string): Promise<OutgoingMail | null> {
    const user = await this.users.findByEmail(email);
    if (!user) return null;
    const token = await this.links.issue(user.id, 'password_reset', user.email);
    return { to: user.email, ...passwordResetMail(user.name, this.link('/reset-password', token)) };
  }

  private async emailVerification(userId: string): Promise<OutgoingMail | null> {
    const user = await this.users.findById(userId);
    const address = user?.pendingEmail ?? (user?.emailVerifiedAt ? null : user?.email);
    if (!user || !address) return null;
    const token = await this.links.issue(user.id, 'email_verification', address);
    const link = this.link('/verify-email', token);
    return { to: address, ...emailVerificationMail(user.name, link, address !== user.email) };
  }

  private async emailChanged(
    userId: string,
    previousEmail: string,
    since?: string,
    undoLinkId?: string,
  ): Promise<OutgoingMail | null> {
    // "This was not me": if someone else made the change, the link puts the old address back,
    // ends every session and revokes the keys made since the change was asked for. The link is
    // made with the change and queued in its transaction, so this job can run before the commit;
    // a link not live after it (rolled back) throws, to be tried again. The user is read once the
    // link is live, so the mail names the committed address.
    // The verification holds the user's row until it commits: wait for it first.
    if (undoLinkId)
      await this.dataSource.query('SELECT 1 FROM users WHERE id = $1 FOR SHARE', [userId]);
    const token = undoLinkId ? await this.links.rekey(undoLinkId) : undefined;
    if (token === null) throw new Error(`Undo link ${undoLinkId} is not live (yet)`);
    const user = await this.users.findById(userId);
    if (!user) return null;
    // A job queued before links were made with the change makes its own (counting from now when
    // it has no `since`).
    const undoToken =
      token ??
      (await this.links.issue(
        user.id,
        'email_change_undo',
        previousEmail,
        since ? new Date(since) : new Date(),
      ));
    return {
      to: previousEmail,
      ...emailChangedMail(user.name, user.email, this.link('/undo-email-change', undoToken)),
    };
  }

  private async receipt(checkoutSessionId: string): Promise<OutgoingMail | null> {
    await this.settled(checkoutSessionId);
    const [row]: ReceiptRow[] = await this.dataSource.query(
      `SELECT u.name, u.email, p.pack_name AS "packName", p.price_cents AS "priceCents",
              p.currency, p.credits, p.paid_at AS "paidAt", l.balance_after AS "balanceAfter"
       FROM credit_purchases p
       JOIN users u ON u.id = p.user_id
       JOIN credit_ledger l ON l.checkout_session_id = p.checkout_session_id AND l.kind = 'purchase'
       WHERE p.checkout_session_id = $1 AND p.paid_at IS NOT NULL`,
      [checkoutSessionId],
    );
    if (!row) return this.untilCommitted(checkoutSessionId);
    const credits = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
    return {
      to: row.email,
      ...receiptMail({
        ...this.purchaseFacts(row, checkoutSessionId),
        credits: credits(row.credits),
        balance: `${credits(Number(row.balanceAfter))} credits`,
        paidAt: row.paidAt.toLocaleDateString('en-US', {
          dateStyle: 'long',
          timeZone: 'UTC',
        } as Intl.DateTimeFormatOptions),
      }),
    };
  }

  /** What every mail about a purchase says of it: the pack, its price, where to see credits. */
  private purchaseFacts(
    row: Pick<ReceiptRow, 'name' | 'packName' | 'priceCents' | 'currency'>,
    checkoutSessionId: string,
  ) {
    return {
      name: row.name,
      packName: row.packName,
      amount: new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: row.currency.toUpperCase(),
      }).format(row.priceCents / 100),
      reference: checkoutSessionId,
      creditsUrl: this.link('/credits'),
    };
  }

  /**
   * A purchase's notice is queued in the transaction that settles it (PurchasesService.fulfilled),
   * which holds the purchase's row: waiting for a share lock on it waits for that commit.
   */
  private async settled(checkoutSessionId: string): Promise<void> {
    await this.dataSource.query(
      'SELECT 1 FROM credit_purchases WHERE checkout_session_id = $1 FOR SHARE',
      [checkoutSessionId],
    );
  }

  /**
   * A purchase still open after `settled`: its settling transaction rolled back after queueing the
   * notice; throw, so the job is tried again once the event is applied again. Otherwise (gone, or
   * settled another way) there is nothing to send.
   */
  private async untilCommitted(checkoutSessionId: string): Promise<null> {
    const open: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM credit_purchases WHERE checkout_session_id = $1 AND status = 'open'`,
      [checkoutSessionId],
    );
    if (open.length) throw new Error(`Purchase ${checkoutSessionId} is not settled yet`);
    return null;
  }

  private async paymentFailed(checkoutSessionId: string): Promise<OutgoingMail | null> {
    await this.settled(checkoutSessionId);
    const [row]: Omit<ReceiptRow, 'credits' | 'paidAt' | 'balanceAfter'>[] =
      await this.dataSource.query(
        `SELECT u.name, u.email, p.pack_name AS "packName", p.price_cents AS "priceCents", p.currency
         FROM credit_purchases p JOIN users u ON u.id = p.user_id
         WHERE p.checkout_session_id = $1 AND p.status = 'failed'`,
        [checkoutSessionId],
      );
    if (!row) return this.untilCommitted(checkoutSessionId);
    return {
      to: row.email,
      ...paymentFailedMail(this.purchaseFacts(row, checkoutSessionId)),
    };
  }

  private link(path: string, token?: string): string {
    const url = new URL(path, this.config.PUBLIC_URL);
    if (token) url.searchParams.set('token', token);
    return url.toString();
  }
}
