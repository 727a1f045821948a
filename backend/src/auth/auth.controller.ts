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
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors, ApiMessage } from '../common/openapi/api-errors.js';
import { AccessLevelView, AuthSession, EmailMessage, UserView } from './dto/auth.responses.js';

/** The one answer to a reset request, whether or not an account uses the address. */
export const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to reset the password. The link works for one hour.';

/** REST compat of spec part 1 §7 and part 2 §7 for API consumers; same service as GraphQL. */
@ApiTags('Account')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accessLevels: AccessLevelsService,
    private readonly passwordReset: PasswordResetService,
    private readonly verification: EmailVerificationService,
  ) {}

  @ApiOperation({ summary: 'Create an account (Standard level) and sign in' })
  @ApiCreatedResponse({ type: AuthSession })
  @ApiErrors(
    400,
    { status: 403, description: 'New registrations are closed (REGISTRATIONS_CLOSED).' },
    { status: 409, description: 'An account uses this email address (CONFLICT).' },
    429,
  )
  @Post('auth/register')
  @HttpCode(201)
  async register(@Body() input: RegisterInput, @Req() request: Request) {
    const { token, user } = await this.auth.register(input, request.ip ?? 'unknown');
    return { token, user: publicUser(user) };
  }

  @ApiOperation({ summary: 'Sign in: answers a session token' })
  @ApiOkResponse({ type: AuthSession })
  @ApiErrors(400, { status: 401, description: 'Wrong email or password (UNAUTHENTICATED).' }, 429)
  @Post('auth/login')
  @HttpCode(200)
  async login(@Body() input: LoginInput, @Req() request: Request) {
    const { token, user } = await this.auth.login(input, request.ip ?? 'unknown');
    return { token, user: publicUser(user) };
  }

  @ApiOperation({ summary: 'Sign out: the session token is revoked at once' })
  @ApiOkResponse({ type: ApiMessage })
  @Post('auth/logout')
  @HttpCode(200)
  @Authenticated('user', { apiKeys: false })
  async logout(@CurrentUser() caller: AuthenticatedUser) {
    await this.auth.logout(caller);
    return { message: 'Logged out' };
  }

  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserView })
  @Get('auth/me')
  @Authenticated('user', { scope: 'any' })
  me(@CurrentUser() caller: AuthenticatedUser) {
    return publicUser(caller.user);
  }

  @ApiOperation({
    summary: 'Change name and email',
    description: 'A new email address becomes `pendingEmail` until the link sent to it is opened.',
  })
  @ApiOkResponse({ type: UserView })
  @ApiErrors(
    400,
    { status: 409, description: 'An account uses this email address (CONFLICT).' },
    429,
  )
  @Patch('auth/update-profile')
  @Authenticated('user', { apiKeys: false })
  async updateProfile(@CurrentUser() caller: AuthenticatedUser, @Body() input: UpdateProfileInput) {
    return publicUser(await this.auth.updateProfile(caller, input));
  }

  @ApiOperation({ summary: 'Change the password (other sessions stay signed in)' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(400)
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

  @ApiOperation({
    summary: 'Mail a password reset link',
    description: 'The same answer whether or not an account uses the address.',
  })
  @ApiAcceptedResponse({ type: ApiMessage })
  @ApiErrors(400, 429)
  @Post('auth/forgot-password')
  @HttpCode(202)
  async forgotPassword(@Body() input: ForgotPasswordInput, @Req() request: Request) {
    await this.passwordReset.request(input.email, request.ip ?? 'unknown');
    return { message: RESET_REQUESTED };
  }

  @ApiOperation({ summary: "Set a new password with the reset link's token" })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(400)
  @Post('auth/reset-password')
  @HttpCode(200)
  async resetPassword(@Body() input: ResetPasswordInput) {
    await this.passwordReset.reset(input);
    return { message: 'Password changed. Log in with your new password.' };
  }

  @ApiOperation({ summary: "Verify an email address with the link's token" })
  @ApiOkResponse({ type: EmailMessage })
  @ApiErrors(400, { status: 409, description: 'Another account took the address meanwhile.' })
  @Post('auth/verify-email')
  @HttpCode(200)
  async verifyEmail(@Body() input: VerifyEmailInput) {
    const user = await this.verification.verify(input.token);
    return { message: 'Email verified', email: user.email };
  }

  @ApiOperation({ summary: 'Mail a new verification link' })
  @ApiAcceptedResponse({ type: EmailMessage })
  @ApiErrors({ status: 400, description: 'The address is already verified.' }, 429)
  @Post('auth/resend-verification')
  @HttpCode(202)
  @Authenticated('user', { apiKeys: false })
  async resendVerification(@CurrentUser() caller: AuthenticatedUser) {
    const email = await this.verification.resend(caller);
    return { message: `We sent a new verification link to ${email}`, email };
  }

  @ApiOperation({ summary: 'Cancel an email change waiting for verification' })
  @ApiOkResponse({ type: UserView })
  @Delete('auth/pending-email')
  @Authenticated('user', { apiKeys: false })
  async cancelEmailChange(@CurrentUser() caller: AuthenticatedUser) {
    await this.verification.cancelChange(caller.user.id);
    return publicUser((await this.auth.currentUser(caller))!);
  }

  @ApiOperation({ summary: 'The membership tiers' })
  @ApiOkResponse({ type: [AccessLevelView] })
  @Get('access-levels')
  accessLevelsList() {
    return this.accessLevels.list();
  }
}
