import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailComposer } from './mail-composer.js';
import { MailDeliveryJob } from './mail-delivery.job.js';
import { SmtpMailer } from './smtp-mailer.js';

/**
 * The mail queue's processor (its queue is in the registry, queue-registry.ts) and what it needs.
 * Imported by WorkerModule only, so mail is sent from worker roles and nowhere else.
 */
@Module({
  imports: [AuthModule],
  providers: [SmtpMailer, MailComposer, MailDeliveryJob],
})
export class MailWorkersModule {}
