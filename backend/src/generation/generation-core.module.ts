import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module.js';
import { ProviderModule } from '../provider/provider.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { GenerationQueue } from './generation-queue.js';
import { GenerationReconciliation } from './generation-reconciliation.js';
import { ChargedTaskRunner } from './charged-task-runner.js';
import { GenerationSlots } from './generation-slots.js';
import { UploadedImages } from './uploaded-images.js';

/**
 * What runs a generation, whichever role takes it: the provider call and its settling, the queue,
 * the user's concurrency slots, reconciliation. One module provides them, so the `all` role has
 * one of each; GenerationModule (API) and GenerationWorkersModule (processors) import it.
 */
@Module({
  imports: [CreditsModule, ProviderModule, WebhooksModule],
  providers: [
    GenerationQueue,
    GenerationReconciliation,
    ChargedTaskRunner,
    GenerationSlots,
    UploadedImages,
  ],
  exports: [
    GenerationQueue,
    GenerationReconciliation,
    ChargedTaskRunner,
    GenerationSlots,
    UploadedImages,
  ],
})
export class GenerationCoreModule {}
