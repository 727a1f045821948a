import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CreationsModule } from '../creations/creations.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { GenerationModule } from '../generation/generation.module.js';
import { ProviderModule } from '../provider/provider.module.js';
import { ToolsController } from './tools.controller.js';
import { ToolsResolver } from './tools.resolver.js';
import { ToolsService } from './tools.service.js';

/** The creator tools beyond text to image: upload, upscale, background removal, prompt help. */
@Module({
  imports: [AuthModule, CreationsModule, CreditsModule, GenerationModule, ProviderModule],
  controllers: [ToolsController],
  providers: [ToolsService, ToolsResolver],
})
export class ToolsModule {}
