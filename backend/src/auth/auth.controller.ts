import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { type Request } from 'express';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { AccessLevelsService } from './access-levels.service.js';
import { AuthService } from './auth.service.js';
import {
  ForgotPasswordInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from './dto/account-recovery.inputs.js';
import { ChangePasswordInput } from './dto/change-password.input.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';
import { UpdateProfileInput } from './dto/update-profile.input.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { publicUser } from './public-user.js';

/** The one answer to a reset request, whether or not an account uses the address. */
export const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to reset the password. The link works for one hour.';

/** REST compat of spec part 1 §7 and part 2 §7 for API consumers; same service as GraphQL. */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accessLevels: AccessLevelsService,
    private readonly passwordReset: PasswordResetService,
    private readonly verification: EmailVerificationService,
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

  @Post('auth/forgot-password')
  @HttpCode(202)
  async forgotPassword(@Body() input: ForgotPasswordInput, @Req() request: Request) {
    await this.passwordReset.request(input.email, request.ip ?? 'unknown');
    return { message: RESET_REQUESTED };
  }

  @Post('auth/reset-password')
  @HttpCode(200)
  async resetPassword(@Body() input: ResetPasswordInput) {
    await this.passwordReset.reset(input);
    return { message: 'Password changed. Log in with your new password.' };
  }

  @Post('auth/verify-email')
  @HttpCode(200)
  async verifyEmail(@Body() input: VerifyEmailInput) {
    const user = await this.verification.verify(input.token);
    return { message: 'Email verified', email: user.email };
  }

  @Post('auth/resend-verification')
  @HttpCode(202)
  @Authenticated('user', { apiKeys: false })
  async resendVerification(@CurrentUser() caller: AuthenticatedUser) {
    const email = await this.verification.resend(caller);
    return { message: `We sent a new verification link to ${email}`, email };
  }

  @Delete('auth/pending-email')
  @Authenticated('user', { apiKeys: false })
  async cancelEmailChange(@CurrentUser() caller: AuthenticatedUser) {
    await this.verification.cancelChange(caller.user.id);
    return publicUser((await this.auth.currentUser(caller))!);
  }

  @Get('access-levels')
  accessLevelsList() {
    return this.accessLevels.list();
  }
}
