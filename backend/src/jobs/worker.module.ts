import { Module } from '@nestjs/common';
import { AdminWorkersModule } from '../admin/admin-workers.module.js';
import { GenerationWorkersModule } from '../generation/generation-workers.module.js';
import { MailWorkersModule } from '../mail/mail-workers.module.js';
import { WebhookWorkersModule } from '../webhooks/webhook-workers.module.js';
import { QueueWorkers } from './queue-workers.js';

/**
 * The worker role: queue jobs are consumed here, and only here. The api role does not import this
 * module, so scaling api replicas never adds consumers. QueueWorkers runs the processor of every
 * queue of the registry (queue-registry.ts); the feature worker modules provide those classes and
 * what they need: AdminWorkersModule (model import, orphan scan and delete),
 * GenerationWorkersModule (asynchronous generations and reconciliation), MailWorkersModule (mail)
 * and WebhookWorkersModule (webhook deliveries).
 */
@Module({
  imports: [AdminWorkersModule, GenerationWorkersModule, MailWorkersModule, WebhookWorkersModule],
  providers: [QueueWorkers],
})
export class WorkerModule {}
