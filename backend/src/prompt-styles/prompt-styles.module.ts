import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PromptStyle } from './entities/prompt-style.entity.js';
import { PromptStylesController } from './prompt-styles.controller.js';
import { PromptStylesResolver } from './prompt-styles.resolver.js';
import { PromptStylesService } from './prompt-styles.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([PromptStyle])],
  controllers: [PromptStylesController],
  providers: [PromptStylesService, PromptStylesResolver],
  exports: [PromptStylesService],
})
export class PromptStylesModule {}
