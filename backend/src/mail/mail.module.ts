import { Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox.js';

/** Producers of account mail (any role); sending happens in MailWorkersModule. */
@Module({
  providers: [MailOutbox],
  exports: [MailOutbox],
})
export class MailModule {}
