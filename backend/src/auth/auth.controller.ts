import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { type Request } from 'express';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { AccessLevelsService } from './access-levels.service.js';
import { AuthService } from './auth.service.js';
import { ChangePasswordInput } from './dto/change-password.input.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';
import { UpdateProfileInput } from './dto/update-profile.input.js';
import { publicUser } from './public-user.js';

/** REST compat of spec part 1 §7 and part 2 §7 for API consumers; same service as GraphQL. */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accessLevels: AccessLevelsService,
  ) {}

  @Post('auth/register')
  @HttpCode(201)
  async register(@Body() input: RegisterInput, @Req() request: Request) {
    const { token, user } = await this.auth.register(input, request.ip ?? 'unknown');
    return { token, user: publicUser(user) };
  }

  @Post('auth/login')
  @HttpCode(200)
  async login(@Body() input: LoginInput, @Req() request: Request) {
    const { token, user } = await this.auth.login(input, request.ip ?? 'unknown');
    return { token, user: publicUser(user) };
  }

  @Post('auth/logout')
  @HttpCode(200)
  @Authenticated('user', { apiKeys: false })
  async logout(@CurrentUser() caller: AuthenticatedUser) {
    await this.auth.logout(caller);
    return { message: 'Logged out' };
  }

  @Get('auth/me')
  @Authenticated('user', { scope: 'any' })
  me(@CurrentUser() caller: AuthenticatedUser) {
    return publicUser(caller.user);
  }

  @Patch('auth/update-profile')
  @Authenticated('user', { apiKeys: false })
  async updateProfile(@CurrentUser() caller: AuthenticatedUser, @Body() input: UpdateProfileInput) {
    return publicUser(await this.auth.updateProfile(caller, input));
  }

  @Post('auth/change-password')
  @HttpCode(200)
  @Authenticated('user', { apiKeys: false })
  async changePassword(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() input: ChangePasswordInput,
  ) {
    await this.auth.changePassword(caller, input);
    return { message: 'Password changed' };
  }

  @Get('access-levels')
  accessLevelsList() {
    return this.accessLevels.list();
  }
}
