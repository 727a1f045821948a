import { Body, Controller, Get, Patch } from '@nestjs/common';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import {
  PlatformSettingsBody,
  PlatformSettingsRest,
  PlatformStatusRest,
} from './dto/platform-settings.types.js';
import { PlatformSettingsService } from './platform-settings.service.js';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.js';

/** REST for API consumers; same service as GraphQL. */
@Controller()
export class PlatformSettingsController {
  constructor(private readonly settings: PlatformSettingsService) {}

  @ApiTags('Platform')
  @ApiOperation({ summary: 'Maintenance mode and whether sign-up is open' })
  @ApiOkResponse({ type: PlatformStatusRest.schema })
  @Get('platform-status')
  async status() {
    return PlatformStatusRest.write(await this.settings.status());
  }

  @ApiTags('Administration')
  @ApiOperation({ summary: 'Platform settings and reference data' })
  @ApiOkResponse({ type: PlatformSettingsRest.schema })
  @Get('admin/settings')
  @Authenticated('admin')
  async adminSettings() {
    return PlatformSettingsRest.write(await this.settings.settings());
  }

  @ApiTags('Administration')
  @ApiOperation({ summary: 'Switch maintenance mode or sign-up (others stay)' })
  @ApiOkResponse({ type: PlatformSettingsRest.schema })
  @ApiBody({ type: PlatformSettingsBody.schema })
  @ApiErrors(400)
  @Patch('admin/settings')
  @Authenticated('admin')
  async update(@CurrentUser() caller: AuthenticatedUser, @Body() body: Record<string, unknown>) {
    const input = await PlatformSettingsBody.read(body);
    return PlatformSettingsRest.write(await this.settings.update(input, caller.user.id));
  }
}
