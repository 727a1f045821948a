import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { type Queue } from 'bullmq';
import { QueueName } from '../jobs/queue-name.js';

/**
 * What a mail job asks for. Jobs carry ids and addresses only: links and receipts are composed by
 * the worker when it sends, so no live token waits in Redis and a known and an unknown address
 * cost a password-reset request exactly the same.
 */
export type MailJob =
  | { kind: 'password-reset'; email: string }
  | { kind: 'email-verification'; userId: string }
  | {
      kind: 'email-changed';
      userId: string;
      previousEmail: string;
      since?: string;
      /** The undo link made with the change (AccountLinksService.createUnsent). */
      undoLinkId?: string;
    }
  | { kind: 'receipt'; checkoutSessionId: string }
  | { kind: 'payment-failed'; checkoutSessionId: string }
  | { kind: 'share-links-disabled'; userId: string; count: number };

/**
 * Queues account mail for the worker role; requests never wait on SMTP. How often a refused
 * message is tried again is the mail queue's option (queue-registry.ts).
 */
@Injectable()
export class MailOutbox {
  constructor(@InjectQueue(QueueName.Mail) private readonly queue: Queue<MailJob>) {}

  async passwordReset(email: string): Promise<void> {
    await this.queue.add('password-reset', { kind: 'password-reset', email });
  }

  async emailVerification(userId: string): Promise<void> {
    await this.queue.add('email-verification', { kind: 'email-verification', userId });
  }

  /** Tells the old address, with the undo link made with the change asked for at `since`. */
  async emailChanged(
    userId: string,
    previousEmail: string,
    since: Date,
    undoLinkId: string,
  ): Promise<void> {
    await this.queue.add('email-changed', {
      kind: 'email-changed',
      userId,
      previousEmail,
      since: since.toISOString(),
      undoLinkId,
    });
  }

  /** One receipt per purchase, however often its payment is reported. */
  async receipt(checkoutSessionId: string): Promise<void> {
    await this.queue.add(
      'receipt',
      { kind: 'receipt', checkoutSessionId },
      { jobId: `receipt-${checkoutSessionId}` },
    );
  }

  /** One notice per purchase whose delayed payment failed. */
  async paymentFailed(checkoutSessionId: string): Promise<void> {
    await this.queue.add(
      'payment-failed',
      { kind: 'payment-failed', checkoutSessionId },
      { jobId: `payment-failed-${checkoutSessionId}` },
    );
  }

  /** Tells an owner that an administrator disabled `count` of their share links after reports. */
  async shareLinksDisabled(userId: string, count: number): Promise<void> {
    await this.queue.add('share-links-disabled', { kind: 'share-links-disabled', userId, count });
  }
}
