import { Injectable, Logger } from '@nestjs/common';
import { type Job } from 'bullmq';
import { MailComposer } from './mail-composer.js';
import { type MailJob } from './mail-outbox.js';
import { SmtpMailer } from './smtp-mailer.js';
import { type QueueProcessor } from '../jobs/queue-processors.js';

export type MailDeliveryOutcome = 'sent' | 'not-needed' | 'not-configured';

/** The mail queue's processor (worker role only): composes the message and hands it to SMTP. */
@Injectable()
export class MailDeliveryJob implements QueueProcessor {
  private readonly logger = new Logger(MailDeliveryJob.name);

  constructor(
    private readonly composer: MailComposer,
    private readonly mailer: SmtpMailer,
  ) {}

  // An SMTP refusal throws, and BullMQ tries again after its backoff.
  async process(job: Job<MailJob>): Promise<MailDeliveryOutcome> {
    if (!this.mailer.configured) {
      // No link is issued for a message nobody will receive.
      this.logger.warn(`SMTP_URL is not set: ${job.data.kind} mail not sent`);
      return 'not-configured';
    }
    const mail = await this.composer.compose(job.data);
    if (!mail) return 'not-needed';
    await this.mailer.send(mail);
    return 'sent';
  }
}
