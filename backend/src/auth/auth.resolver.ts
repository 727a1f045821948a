import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { type GraphQLContext } from '../common/graphql/graphql-context.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { isAdministrator } from './administrators.js';
import { AccessLevelsService } from './access-levels.service.js';
import { AuthService } from './auth.service.js';
import {
  ForgotPasswordInput,
  ResetPasswordInput,
  UndoEmailChangeInput,
  VerifyEmailInput,
} from './dto/account-recovery.inputs.js';
import { EmailChangeUndone } from './dto/email-change-undone.js';
import { EmailChangeUndoService } from './email-change-undo.service.js';
import { AuthPayload } from './dto/auth-payload.js';
import { ChangePasswordInput } from './dto/change-password.input.js';
import { LoginInput } from './dto/login.input.js';
import { RegisterInput } from './dto/register.input.js';
import { UpdateProfileInput } from './dto/update-profile.input.js';
import { VerifiedEmail } from './dto/verified-email.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { AccessLevel } from './entities/access-level.entity.js';
import { User } from './entities/user.entity.js';
import { clientIp } from '../common/http/client-ip.js';

@Resolver(() => User)
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly levels: AccessLevelsService,
    private readonly passwordReset: PasswordResetService,
    private readonly verification: EmailVerificationService,
    private readonly emailChangeUndo: EmailChangeUndoService,
  ) {}

  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for visitors.' })
  @Authenticated('optional')
  me(@CurrentUser() caller?: AuthenticatedUser): User | null {
    return caller?.user ?? null;
  }

  @Query(() => [AccessLevel], { description: 'Every membership tier.' })
  accessLevels(): Promise<AccessLevel[]> {
    return this.levels.list();
  }

  @Mutation(() => AuthPayload, {
    description:
      'Creates an account and signs it in; mails a verification link. A used email gives CONFLICT.',
  })
  register(
    @Args('input', { description: 'The new account.' }) input: RegisterInput,
    @Context() context: GraphQLContext,
  ): Promise<AuthPayload> {
    return this.auth.register(input, clientIp(context.req));
  }

  @Mutation(() => AuthPayload, {
    description:
      'Signs in; wrong credentials give UNAUTHENTICATED, too many attempts RATE_LIMITED.',
  })
  login(
    @Args('input', { description: 'Email and password.' }) input: LoginInput,
    @Context() context: GraphQLContext,
  ): Promise<AuthPayload> {
    return this.auth.login(input, clientIp(context.req));
  }

  @Mutation(() => Boolean, { description: 'Ends this session: the token is refused from now on.' })
  @Authenticated('user', { apiKeys: false })
  async logout(@CurrentUser() caller: AuthenticatedUser): Promise<boolean> {
    await this.auth.logout(caller);
    return true;
  }

  @Mutation(() => User, {
    description:
      'Renames the signed-in user at once; a new email needs currentPassword and waits for its link (pendingEmail). The old address is then mailed a link that undoes the change.',
  })
  @Authenticated('user', { apiKeys: false })
  updateProfile(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', {
      description: 'The name and email address to keep; the current password for a new address.',
    })
    input: UpdateProfileInput,
    @Context() context: GraphQLContext,
  ): Promise<User> {
    return this.auth.updateProfile(caller, input, clientIp(context.req));
  }

  @Mutation(() => Boolean, {
    description:
      "Changes the password; the user's other sessions are signed out and every API key is revoked (see apiKeysRevokedAt).",
  })
  @Authenticated('user', { apiKeys: false })
  async changePassword(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The current and the new password.' })
    input: ChangePasswordInput,
    @Context() context: GraphQLContext,
  ): Promise<boolean> {
    await this.auth.changePassword(caller, input, clientIp(context.req));
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Mails a single-use reset link (valid one hour) when an account uses this address. The answer is true either way, so it never tells whether an account exists.',
  })
  async requestPasswordReset(
    @Args('input', { description: 'The address to mail the link to.' })
    input: ForgotPasswordInput,
    @Context() context: GraphQLContext,
  ): Promise<boolean> {
    await this.passwordReset.request(input.email, clientIp(context.req));
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      "Sets a new password from a reset link's token, ends every session of the account and revokes every API key. An unknown, used or expired token is refused (BAD_USER_INPUT, field token).",
  })
  async resetPassword(
    @Args('input', { description: "The link's token and the new password." })
    input: ResetPasswordInput,
  ): Promise<boolean> {
    await this.passwordReset.reset(input);
    return true;
  }

  @Mutation(() => VerifiedEmail, {
    description:
      "Opens a verification link: proves the account's address, or completes a change to the pending one.",
  })
  async verifyEmail(
    @Args('input', { description: "The link's token." }) input: VerifyEmailInput,
  ): Promise<VerifiedEmail> {
    const { user, alreadyVerified } = await this.verification.verify(input.token);
    return { email: user.email, alreadyVerified };
  }

  @Mutation(() => EmailChangeUndone, {
    description:
      'Opens the "this was not me" link mailed to the old address: puts it back, signs every session out, revokes the API keys created since the change and pauses email changes. Answers a reset token to choose a new password with.',
  })
  undoEmailChange(
    @Args('input', { description: "The link's token." }) input: UndoEmailChangeInput,
  ): Promise<EmailChangeUndone> {
    return this.emailChangeUndo.undo(input.token);
  }

  @Mutation(() => String, {
    description:
      'Mails a new verification link to the address waiting for proof (the pending new one, else the unverified one) and returns that address.',
  })
  @Authenticated('user', { apiKeys: false })
  resendVerificationEmail(@CurrentUser() caller: AuthenticatedUser): Promise<string> {
    return this.verification.resend(caller);
  }

  @Mutation(() => User, { description: 'Withdraws a pending email change; the address stays.' })
  @Authenticated('user', { apiKeys: false })
  async cancelEmailChange(@CurrentUser() caller: AuthenticatedUser): Promise<User> {
    await this.verification.cancelChange(caller.user.id);
    return (await this.auth.currentUser(caller))!;
  }

  @ResolveField(() => Boolean, {
    description: 'Whether the owner proved the address by opening a link sent to it.',
  })
  emailVerified(@Parent() user: User): boolean {
    return user.emailVerifiedAt !== null && user.emailVerifiedAt !== undefined;
  }

  @ResolveField(() => AccessLevel, { description: "The user's membership tier." })
  async accessLevel(@Parent() user: User): Promise<AccessLevel> {
    return (await this.levels.byId(user.accessLevelId))!;
  }

  @ResolveField(() => Boolean, { description: 'Whether the user has the Administrator tier.' })
  isAdmin(@Parent() user: User): boolean {
    return isAdministrator(user);
  }
}
