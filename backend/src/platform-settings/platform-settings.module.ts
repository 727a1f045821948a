import { Global, Module } from '@nestjs/common';
import { PlatformSettingsService } from './platform-settings.service.js';

/**
 * The operator's switches, available everywhere: sign-up (accounts) and generation consult them.
 * Global so those modules need no import cycle with it.
 */
@Global()
@Module({
  providers: [PlatformSettingsService],
  exports: [PlatformSettingsService],
})
export class PlatformSettingsModule {}
