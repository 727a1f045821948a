import { Module } from '@nestjs/common';
import { PlatformSettingsController } from './platform-settings.controller.js';
import { PlatformSettingsResolver } from './platform-settings.resolver.js';

/** GraphQL and REST for the switches; only loaded in roles that serve HTTP. */
@Module({
  controllers: [PlatformSettingsController],
  providers: [PlatformSettingsResolver],
})
export class PlatformSettingsApiModule {}
