import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module.js';
import { ProviderModule } from '../provider/provider.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { GenerationCoreModule } from './generation-core.module.js';
import { GenerationReconcileJob } from './generation-reconciliation.job.js';
import { GenerationRunJob } from './generation-run.job.js';
import { GenerationSweeper } from './generation-sweeper.js';

/**
 * The generation flow's queue processors (their queues are in the registry, queue-registry.ts).
 * Imported by WorkerModule only, so processors run in worker roles and nowhere else.
 */
// Not GenerationModule: its controller and resolver have no place in the worker role.
@Module({
  imports: [GenerationCoreModule, CreditsModule, ProviderModule, WebhooksModule],
  providers: [GenerationSweeper, GenerationRunJob, GenerationReconcileJob],
})
export class GenerationWorkersModule {}
