import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller.js';
import { CatalogModule } from './catalog.module.js';
import { CatalogResolver } from './catalog.resolver.js';

@Module({
  imports: [CatalogModule],
  controllers: [CatalogController],
  providers: [CatalogResolver],
})
export class CatalogApiModule {}
