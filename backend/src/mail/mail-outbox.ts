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
  | { kind: 'email-changed'; userId: string; previousEmail: string }
  | { kind: 'receipt'; checkoutSessionId: string };

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

  async emailChanged(userId: string, previousEmail: string): Promise<void> {
    await this.queue.add('email-changed', { kind: 'email-changed', userId, previousEmail });
  }

  /** One receipt per purchase, however often its payment is reported. */
  async receipt(checkoutSessionId: string): Promise<void> {
    await this.queue.add(
      'receipt',
      { kind: 'receipt', checkoutSessionId },
      { jobId: `receipt-${checkoutSessionId}` },
    );
  }
}
