import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreationsModule } from '../creations/creations.module.js';
import { GenerationModule } from '../generation/generation.module.js';
import { SavedReference } from './entities/saved-reference.entity.js';
import { ReferencesController } from './references.controller.js';
import { ReferencesResolver } from './references.resolver.js';
import { ReferencesService } from './references.service.js';

@Module({
  // Whose images may be saved is SourceImages' rule.
  // Thumbnails are signed as the gallery signs them.
  imports: [TypeOrmModule.forFeature([SavedReference]), GenerationModule, CreationsModule],
  controllers: [ReferencesController],
  providers: [ReferencesService, ReferencesResolver],
})
export class ReferencesModule {}
