import { type WorkerHost } from '@nestjs/bullmq';
import { type Type } from '@nestjs/common';
import { ADMIN_PROCESSORS } from '../admin/admin-workers.module.js';
import { GENERATION_PROCESSORS } from '../generation/generation-workers.module.js';
import { MAIL_PROCESSORS } from '../mail/mail-workers.module.js';
import { WEBHOOK_PROCESSORS } from '../webhooks/webhook-workers.module.js';
import { type QueueName } from './queue-name.js';

/**
 * The registry of queue processors: each queue's one processor class, gathered from the
 * features that own them. WorkerModule registers exactly these (with the configured lock), and
 * nothing else may: no class carries its own @Processor (a test checks both).
 */
export const QUEUE_PROCESSORS: readonly [QueueName, Type<WorkerHost>][] = [
  ...ADMIN_PROCESSORS,
  ...GENERATION_PROCESSORS,
  ...MAIL_PROCESSORS,
  ...WEBHOOK_PROCESSORS,
];
