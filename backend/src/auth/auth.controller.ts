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
  UndoEmailChangeInput,
  VerifyEmailInput,
} from './dto/account-recovery.inputs.js';
import { EmailChangeUndoService } from './email-change-undo.service.js';
import { ChangePasswordInput } from './dto/change-password.input.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';
import { UpdateProfileInput } from './dto/update-profile.input.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordResetService } from './password-reset.service.js';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors, ApiMessage } from '../common/openapi/api-errors.js';
import {
  AccessLevelView,
  AuthSession,
  EmailChangeUndoneRest,
  EmailMessage,
  UserRest,
  VerifiedEmailRest,
} from './dto/auth.responses.js';
import { clientIp } from '../common/http/client-ip.js';

/** The one answer to a reset request, whether or not an account uses the address. */
export const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to reset the password. The link works for one hour.';

/** What a password change answers: what it did beyond the password. */
export const PASSWORD_CHANGED =
  'Password changed. Your other sessions were signed out and your API keys were revoked: create new ones in Settings.';

/** What a password reset answers. */
export const PASSWORD_RESET =
  'Password changed. Log in with your new password. Every session was signed out and your API keys were revoked: create new ones in Settings.';

/** REST compat routes for the account, for API consumers; same service as GraphQL. */
@ApiTags('Account')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accessLevels: AccessLevelsService,
    private readonly passwordReset: PasswordResetService,
    private readonly verification: EmailVerificationService,
    private readonly emailChangeUndo: EmailChangeUndoService,
  ) {}

  @ApiOperation({ summary: 'Create an account (Standard level) and sign in' })
  @ApiCreatedResponse({ type: AuthSession.schema })
  @ApiErrors(
    400,
    { status: 403, description: 'New registrations are closed (REGISTRATIONS_CLOSED).' },
    { status: 409, description: 'An account uses this email address (CONFLICT).' },
    429,
  )
  @Post('auth/register')
  @HttpCode(201)
  async register(@Body() input: RegisterInput, @Req() request: Request) {
    const { token, user } = await this.auth.register(input, clientIp(request));
    return AuthSession.write({ token, user });
  }

  @ApiOperation({ summary: 'Sign in: answers a session token' })
  @ApiOkResponse({ type: AuthSession.schema })
  @ApiErrors(400, { status: 401, description: 'Wrong email or password (UNAUTHENTICATED).' }, 429)
  @Post('auth/login')
  @HttpCode(200)
  async login(@Body() input: LoginInput, @Req() request: Request) {
    const { token, user } = await this.auth.login(input, clientIp(request));
    return AuthSession.write({ token, user });
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
  @ApiOkResponse({ type: UserRest.schema })
  @Get('auth/me')
  @Authenticated('user', { scope: 'any' })
  me(@CurrentUser() caller: AuthenticatedUser) {
    return UserRest.write(caller.user);
  }

  @ApiOperation({
    summary: 'Change name and email',
    description:
      'A new email address needs the current password (`currentPassword`; a wrong one counts like a wrong sign-in) and becomes `pendingEmail` until the link sent to it is opened; the old address is then mailed a link that undoes the change. A name alone needs no password.',
  })
  @ApiOkResponse({ type: UserRest.schema })
  @ApiErrors(
    {
      status: 400,
      description:
        'Invalid input; currentPassword missing or wrong for a new address; or email changes paused after an undone change.',
    },
    { status: 409, description: 'An account uses this email address (CONFLICT).' },
    429,
  )
  @Patch('auth/update-profile')
  @Authenticated('user', { apiKeys: false })
  async updateProfile(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() input: UpdateProfileInput,
    @Req() request: Request,
  ) {
    return UserRest.write(await this.auth.updateProfile(caller, input, clientIp(request)));
  }

  @ApiOperation({
    summary: 'Change the password: other sessions are signed out and every API key is revoked',
    description:
      'Needs the current password (a wrong one counts like a wrong sign-in). The calling session stays signed in; every other session of the account ends, and every personal API key is revoked (create new ones afterwards). A password too easy to guess is refused.',
  })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(400, 429)
  @Post('auth/change-password')
  @HttpCode(200)
  @Authenticated('user', { apiKeys: false })
  async changePassword(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() input: ChangePasswordInput,
    @Req() request: Request,
  ) {
    await this.auth.changePassword(caller, input, clientIp(request));
    return { message: PASSWORD_CHANGED };
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
    await this.passwordReset.request(input.email, clientIp(request));
    return { message: RESET_REQUESTED };
  }

  @ApiOperation({
    summary: "Set a new password with the reset link's token",
    description:
      'Every session of the account is signed out and every personal API key is revoked. A password too easy to guess is refused.',
  })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(400)
  @Post('auth/reset-password')
  @HttpCode(200)
  async resetPassword(@Body() input: ResetPasswordInput) {
    await this.passwordReset.reset(input);
    return { message: PASSWORD_RESET };
  }

  @ApiOperation({
    summary: 'Undo an email change with the link mailed to the old address',
    description:
      'Puts the old address back, signs every session out, revokes the API keys created since the change, and pauses email changes (EMAIL_CHANGE_LOCK_HOURS). Answers a password reset token for the restored address. The link works once.',
  })
  @ApiOkResponse({ type: EmailChangeUndoneRest.schema })
  @ApiErrors(400, { status: 409, description: 'Another account took the old address meanwhile.' })
  @Post('auth/undo-email-change')
  @HttpCode(200)
  async undoEmailChange(@Body() input: UndoEmailChangeInput) {
    const undone = await this.emailChangeUndo.undo(input.token);
    return EmailChangeUndoneRest.write(
      undone,
      'The email change was undone. Choose a new password now.',
    );
  }

  @ApiOperation({ summary: "Verify an email address with the link's token" })
  @ApiOkResponse({ type: VerifiedEmailRest.schema })
  @ApiErrors(400, { status: 409, description: 'Another account took the address meanwhile.' })
  @Post('auth/verify-email')
  @HttpCode(200)
  async verifyEmail(@Body() input: VerifyEmailInput) {
    const { user, alreadyVerified } = await this.verification.verify(input.token);
    const message = alreadyVerified ? 'Email already verified' : 'Email verified';
    return VerifiedEmailRest.write({ email: user.email, alreadyVerified }, message);
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
  @ApiOkResponse({ type: UserRest.schema })
  @Delete('auth/pending-email')
  @Authenticated('user', { apiKeys: false })
  async cancelEmailChange(@CurrentUser() caller: AuthenticatedUser) {
    await this.verification.cancelChange(caller.user.id);
    return UserRest.write((await this.auth.currentUser(caller))!);
  }

  @ApiOperation({ summary: 'The membership tiers' })
  @ApiOkResponse({ type: [AccessLevelView.schema] })
  @Get('access-levels')
  async accessLevelsList() {
    return (await this.accessLevels.list()).map((level) => AccessLevelView.write(level));
  }
}
