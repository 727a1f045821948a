import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CreationsModule } from '../creations/creations.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { ProviderModule } from '../provider/provider.module.js';
import { GenerationController } from './generation.controller.js';
import { GenerationReconciliation } from './generation-reconciliation.js';
import { GenerationResolver } from './generation.resolver.js';
import { GenerationLimits } from './generation-limits.interceptor.js';
import { GenerationRunner } from './generation-runner.js';
import { GenerationSlots } from './generation-slots.js';
import { GenerationService } from './generation.service.js';
import { SourceImages } from './source-images.js';
import { UploadedImages } from './uploaded-images.js';

@Module({
  imports: [AuthModule, CatalogModule, CreationsModule, CreditsModule, ProviderModule],
  controllers: [GenerationController],
  providers: [
    GenerationService,
    GenerationRunner,
    GenerationResolver,
    GenerationReconciliation,
    GenerationSlots,
    GenerationLimits,
    SourceImages,
    UploadedImages,
  ],
  exports: [
    GenerationService,
    GenerationReconciliation,
    GenerationRunner,
    GenerationLimits,
    GenerationSlots,
    SourceImages,
    UploadedImages,
  ],
})
export class GenerationModule {}
