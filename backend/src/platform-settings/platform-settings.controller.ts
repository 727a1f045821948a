import { Body, Controller, Get, Patch } from '@nestjs/common';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { PlatformSettingsInput } from './dto/platform-settings.types.js';
import { PlatformSettingsService } from './platform-settings.service.js';

/** REST for API consumers; same service as GraphQL. */
@Controller()
export class PlatformSettingsController {
  constructor(private readonly settings: PlatformSettingsService) {}

  @Get('platform-status')
  status() {
    return this.settings.status();
  }

  @Get('admin/settings')
  @Authenticated('admin')
  adminSettings() {
    return this.settings.settings();
  }

  @Patch('admin/settings')
  @Authenticated('admin')
  update(@CurrentUser() caller: AuthenticatedUser, @Body() input: PlatformSettingsInput) {
    return this.settings.update(input, caller.user.id);
  }
}
