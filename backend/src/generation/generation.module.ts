import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { ProviderModule } from '../provider/provider.module.js';
import { GenerationController } from './generation.controller.js';
import { GenerationReconciliation } from './generation-reconciliation.js';
import { GenerationResolver } from './generation.resolver.js';
import { GenerationLimits } from './generation-limits.interceptor.js';
import { GenerationRunner } from './generation-runner.js';
import { GenerationSlots } from './generation-slots.js';
import { GenerationService } from './generation.service.js';

@Module({
  imports: [AuthModule, CatalogModule, CreditsModule, ProviderModule],
  controllers: [GenerationController],
  providers: [
    GenerationService,
    GenerationRunner,
    GenerationResolver,
    GenerationReconciliation,
    GenerationSlots,
    GenerationLimits,
  ],
  exports: [
    GenerationService,
    GenerationReconciliation,
    GenerationRunner,
    GenerationLimits,
    GenerationSlots,
  ],
})
export class GenerationModule {}
