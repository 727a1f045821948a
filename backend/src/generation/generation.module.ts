import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CreationsModule } from '../creations/creations.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { PromptStylesModule } from '../prompt-styles/prompt-styles.module.js';
import { ProviderModule } from '../provider/provider.module.js';
import { SharesModule } from '../shares/shares.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { GenerationCancellation } from './generation-cancellation.js';
import { GenerationController } from './generation.controller.js';
import { GenerationCoreModule } from './generation-core.module.js';
import { GenerationResolver } from './generation.resolver.js';
import { GenerationEtas } from './generation-eta.js';
import { GenerationUpdates } from './generation-updates.js';
import { GenerationUpdatesResolver } from './generation-updates.resolver.js';
import { GenerationLimits } from './generation-limits.interceptor.js';
import { GenerationService } from './generation.service.js';
import { SourceImages } from './source-images.js';
import { ComparisonController } from './comparisons/comparison.controller.js';
import { ComparisonResolver } from './comparisons/comparison.resolver.js';
import { ComparisonsService } from './comparisons/comparisons.service.js';
import { ImageVariations } from './variations/image-variations.js';
import { VariationController } from './variations/variation.controller.js';
import { VariationResolver } from './variations/variation.resolver.js';

@Module({
  imports: [
    GenerationCoreModule,
    AuthModule,
    CatalogModule,
    CreationsModule,
    CreditsModule,
    ProviderModule,
    // A generation may be sent through one of the caller's prompt styles.
    PromptStylesModule,
    // A remix credits its shared image once SharedRemixes finds it still shared.
    SharesModule,
    // A cancelled generation tells its webhooks.
    WebhooksModule,
  ],
  controllers: [GenerationController, VariationController, ComparisonController],
  providers: [
    GenerationService,
    GenerationCancellation,
    GenerationResolver,
    GenerationUpdates,
    GenerationEtas,
    GenerationUpdatesResolver,
    GenerationLimits,
    SourceImages,
    ImageVariations,
    VariationResolver,
    ComparisonsService,
    ComparisonResolver,
  ],
  exports: [GenerationCoreModule, GenerationService, GenerationLimits, SourceImages],
})
export class GenerationModule {}
