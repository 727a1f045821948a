import { Module } from '@nestjs/common';
import { GenerationReconcileJob } from './generation-reconciliation.job.js';
import { CreditsModule } from '../credits/credits.module.js';
import { ProviderModule } from '../provider/provider.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { GenerationReconciliation } from './generation-reconciliation.js';
import { GenerationRunJob } from './generation-run.job.js';
import { GenerationQueue } from './generation-queue.js';
import { GenerationRunner } from './generation-runner.js';
import { GenerationSlots } from './generation-slots.js';
import { GenerationSweeper } from './generation-sweeper.js';
import { UploadedImages } from './uploaded-images.js';

/**
 * The generation flow's queue processors (their queues are in the registry, queue-registry.ts).
 * Imported by WorkerModule only, so processors run in worker roles and nowhere else.
 */
// Not GenerationModule: its controller and resolver have no place in the worker role.
@Module({
  imports: [CreditsModule, ProviderModule, WebhooksModule],
  providers: [
    GenerationReconciliation,
    GenerationQueue,
    GenerationRunner,
    GenerationSlots,
    GenerationSweeper,
    GenerationRunJob,
    GenerationReconcileJob,
    UploadedImages,
  ],
})
export class GenerationWorkersModule {}
