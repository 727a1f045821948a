import { Body, Controller, Get, Patch } from '@nestjs/common';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import {
  PlatformSettings,
  PlatformSettingsInput,
  PlatformStatus,
} from './dto/platform-settings.types.js';
import { PlatformSettingsService } from './platform-settings.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.js';

/** REST for API consumers; same service as GraphQL. */
@Controller()
export class PlatformSettingsController {
  constructor(private readonly settings: PlatformSettingsService) {}

  @ApiTags('Platform')
  @ApiOperation({ summary: 'Maintenance mode and whether sign-up is open' })
  @ApiOkResponse({ type: PlatformStatus })
  @Get('platform-status')
  status() {
    return this.settings.status();
  }

  @ApiTags('Administration')
  @ApiOperation({ summary: 'Platform settings and reference data' })
  @ApiOkResponse({ type: PlatformSettings })
  @Get('admin/settings')
  @Authenticated('admin')
  adminSettings() {
    return this.settings.settings();
  }

  @ApiTags('Administration')
  @ApiOperation({ summary: 'Switch maintenance mode or sign-up (others stay)' })
  @ApiOkResponse({ type: PlatformSettings })
  @ApiErrors(400)
  @Patch('admin/settings')
  @Authenticated('admin')
  update(@CurrentUser() caller: AuthenticatedUser, @Body() input: PlatformSettingsInput) {
    return this.settings.update(input, caller.user.id);
  }
}
