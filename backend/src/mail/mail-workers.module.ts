import { type WorkerHost } from '@nestjs/bullmq';
import { Module, type Type } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { QueueName } from '../jobs/queue-name.js';
import { MailComposer } from './mail-composer.js';
import { MailDeliveryJob } from './mail-delivery.job.js';
import { SmtpMailer } from './smtp-mailer.js';

/** The mail queue's processor and what it needs. */
export const MAIL_PROCESSORS: readonly [QueueName, Type<WorkerHost>][] = [
  [QueueName.Mail, MailDeliveryJob],
];

/** Imported by WorkerModule only, so mail is sent from worker roles and nowhere else. */
@Module({
  imports: [AuthModule],
  providers: [SmtpMailer, MailComposer, ...MAIL_PROCESSORS.map(([, processor]) => processor)],
})
export class MailWorkersModule {}
