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
  receiptMail,
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
        return this.emailChanged(job.userId, job.previousEmail);
      case 'receipt':
        return this.receipt(job.checkoutSessionId);
    }
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

  private async emailChanged(userId: string, previousEmail: string): Promise<OutgoingMail | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    // A reset link for the old address: if someone else made the change, the owner can still
    // take the account back (reset links are not tied to the account's current address).
    const token = await this.links.issue(user.id, 'password_reset', previousEmail);
    return {
      to: previousEmail,
      ...emailChangedMail(user.name, user.email, this.link('/reset-password', token)),
    };
  }

  private async receipt(checkoutSessionId: string): Promise<OutgoingMail | null> {
    const [row]: ReceiptRow[] = await this.dataSource.query(
      `SELECT u.name, u.email, p.pack_name AS "packName", p.price_cents AS "priceCents",
              p.currency, p.credits, p.paid_at AS "paidAt", l.balance_after AS "balanceAfter"
       FROM credit_purchases p
       JOIN users u ON u.id = p.user_id
       JOIN credit_ledger l ON l.checkout_session_id = p.checkout_session_id AND l.kind = 'purchase'
       WHERE p.checkout_session_id = $1 AND p.paid_at IS NOT NULL`,
      [checkoutSessionId],
    );
    if (!row) return null;
    const credits = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
    return {
      to: row.email,
      ...receiptMail({
        name: row.name,
        packName: row.packName,
        amount: new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency: row.currency.toUpperCase(),
        }).format(row.priceCents / 100),
        credits: credits(row.credits),
        balance: `${credits(Number(row.balanceAfter))} credits`,
        paidAt: row.paidAt.toLocaleDateString('en-US', {
          dateStyle: 'long',
          timeZone: 'UTC',
        } as Intl.DateTimeFormatOptions),
        reference: checkoutSessionId,
        creditsUrl: this.link('/credits'),
      }),
    };
  }

  private link(path: string, token?: string): string {
    const url = new URL(path, this.config.PUBLIC_URL);
    if (token) url.searchParams.set('token', token);
    return url.toString();
  }
}
