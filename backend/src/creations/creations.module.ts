import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FoldersModule } from '../folders/folders.module.js';
import { Generation } from '../generation/entities/generation.entity.js';
import { CreationsController } from './creations.controller.js';
import { CreationsResolver } from './creations.resolver.js';
import { CreationsService } from './creations.service.js';
import { Creation } from './entities/creation.entity.js';
import { ImageIntake } from './image-intake.js';

@Module({
  imports: [TypeOrmModule.forFeature([Creation, Generation]), FoldersModule],
  controllers: [CreationsController],
  providers: [CreationsService, CreationsResolver, ImageIntake],
  exports: [CreationsService, ImageIntake],
})
export class CreationsModule {}
