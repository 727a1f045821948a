import { WorkerHost } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { type Job } from 'bullmq';
import { MailComposer } from './mail-composer.js';
import { type MailJob } from './mail-outbox.js';
import { SmtpMailer } from './smtp-mailer.js';

export type MailDeliveryOutcome = 'sent' | 'not-needed' | 'not-configured';

/** The mail queue's processor (worker role only): composes the message and hands it to SMTP. */
@Injectable()
export class MailDeliveryJob extends WorkerHost {
  constructor(
    private readonly composer: MailComposer,
    private readonly mailer: SmtpMailer,
  ) {
    super();
  }

  // An SMTP refusal throws, and BullMQ tries again after its backoff.
  async process(job: Job<MailJob>): Promise<MailDeliveryOutcome> {
    const mail = await this.composer.compose(job.data);
    if (!mail) return 'not-needed';
    return (await this.mailer.send(mail)) ? 'sent' : 'not-configured';
  }
}
