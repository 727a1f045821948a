import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module.js';
import { FoldersModule } from '../folders/folders.module.js';
import { Generation } from '../generation/entities/generation.entity.js';
import { CreationCopies } from './creation-copies.js';
import { CreationModelsService } from './creation-models.service.js';
import { CreationsController } from './creations.controller.js';
import { CreationsResolver } from './creations.resolver.js';
import { CreationsService } from './creations.service.js';
import { Creation } from './entities/creation.entity.js';
import { ImageIntake } from './image-intake.js';

@Module({
  imports: [TypeOrmModule.forFeature([Creation, Generation]), FoldersModule, CatalogModule],
  controllers: [CreationsController],
  providers: [
    CreationsService,
    CreationModelsService,
    CreationsResolver,
    ImageIntake,
    CreationCopies,
  ],
  exports: [CreationsService, ImageIntake, CreationCopies],
})
export class CreationsModule {}
