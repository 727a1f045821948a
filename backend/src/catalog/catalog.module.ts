import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogLoadersFactory } from './catalog.loaders.js';
import { CatalogService } from './catalog.service.js';
import { ArchitectureCapability } from './entities/architecture-capability.entity.js';
import { Architecture } from './entities/architecture.entity.js';
import { ModelCategory } from './entities/model-category.entity.js';
import { Model } from './entities/model.entity.js';
import { Scheduler } from './entities/scheduler.entity.js';
import { SizePreset } from './entities/size-preset.entity.js';
import { CatalogFreshness } from './catalog-freshness.js';
import { ModelCache } from './model-cache.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Model,
      Architecture,
      ArchitectureCapability,
      ModelCategory,
      Scheduler,
      SizePreset,
    ]),
    AuthModule,
  ],
  providers: [CatalogService, CatalogLoadersFactory, ModelCache, CatalogFreshness],
  exports: [CatalogService, CatalogLoadersFactory, ModelCache],
})
export class CatalogModule {}
