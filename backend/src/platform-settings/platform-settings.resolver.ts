import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import {
  PlatformSettings,
  PlatformSettingsInput,
  PlatformStatus,
} from './dto/platform-settings.types.js';
import { PlatformSettingsService } from './platform-settings.service.js';

@Resolver()
export class PlatformSettingsResolver {
  constructor(private readonly settings: PlatformSettingsService) {}

  @Query(() => PlatformStatus, {
    description: 'Maintenance mode and new registrations, for the notices every visitor sees.',
  })
  platformStatus(): Promise<PlatformStatus> {
    return this.settings.status();
  }

  @Query(() => PlatformSettings, {
    description: 'Administrators: switches and tier reference data.',
  })
  @Authenticated('admin')
  adminPlatformSettings(): Promise<PlatformSettings> {
    return this.settings.settings();
  }

  @Mutation(() => PlatformSettings, {
    description: 'Administrators: changes the switches given; the others stay as they are.',
  })
  @Authenticated('admin')
  adminUpdatePlatformSettings(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The switches to change.' }) input: PlatformSettingsInput,
  ): Promise<PlatformSettings> {
    return this.settings.update(input, caller.user.id);
  }
}
