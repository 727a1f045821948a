import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { UnauthenticatedError, ValidationFailedError } from '../common/errors/domain-errors.js';
import { assertNewPasswordAcceptable } from './dto/new-password.fields.js';
import { ApiKeysService } from './api-keys/api-keys.service.js';
import { ReauthenticationService } from './reauthentication.service.js';
import { STANDARD_ACCESS_LEVEL_ID } from '../database/seeds/reference-data.js';
import { PlatformSettingsService } from '../platform-settings/platform-settings.service.js';
import { type ChangePasswordInput } from './dto/change-password.input.js';
import { type LoginInput } from './dto/login.input.js';
import { type RegisterInput } from './dto/register.input.js';
import { type UpdateProfileInput } from './dto/update-profile.input.js';
import { User } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import { SignInRateLimiter } from './sign-in-rate-limiter.js';
import { TokenService } from './token.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { normalizeEmail, UsersService } from './users.service.js';

export interface AuthResult {
  token: string;
  user: User;
}

const BAD_CREDENTIALS = 'Invalid email or password';

/** Sign-up, sign-in, sessions and the signed-in user's own account: the rules live here only. */
@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly userRepository: Repository<User>,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly rateLimiter: SignInRateLimiter,
    private readonly platformSettings: PlatformSettingsService,
    private readonly verification: EmailVerificationService,
    private readonly reauthentication: ReauthenticationService,
    private readonly apiKeys: ApiKeysService,
  ) {}

  async register(input: RegisterInput, ip: string): Promise<AuthResult> {
    await this.platformSettings.assertRegistrationsOpen();
    if (
      input.accessLevelId !== undefined &&
      input.accessLevelId !== null &&
      input.accessLevelId !== STANDARD_ACCESS_LEVEL_ID
    ) {
      throw new ValidationFailedError('New accounts get the Standard access level', {
        field: 'accessLevelId',
      });
    }
    await this.rateLimiter.consumeRegistration(ip);
    const user = await this.users.create({
      name: input.name,
      email: input.email,
      password: input.password,
      accessLevelId: STANDARD_ACCESS_LEVEL_ID,
    });
    await this.verification.welcome(user.id);
    return { token: await this.tokens.issue(user.id), user };
  }

  async login(input: LoginInput, ip: string): Promise<AuthResult> {
    const email = normalizeEmail(input.email);
    await this.rateLimiter.consumeLoginAttempt(email, ip);
    const user = await this.users.findByEmail(email);
    // Verify against a hash even for unknown emails, so timing does not reveal which exist.
    const valid = user
      ? await this.hasher.verify(user.passwordHash, input.password)
      : (await this.hasher.verify(await this.dummyHash(), input.password), false);
    if (!user || !valid) {
      throw new UnauthenticatedError(BAD_CREDENTIALS);
    }
    await this.rateLimiter.loginSucceeded(email, ip);
    const session = await this.tokens.issueSession(user.id);
    // A password change that landed while this password was checked ended every session it could
    // see, but not this one: registered only now. The verified hash must still be the user's.
    if ((await this.users.findById(user.id))?.passwordHash !== user.passwordHash) {
      await this.tokens.revoke(session.tokenId, session.expiresAt);
      throw new UnauthenticatedError(BAD_CREDENTIALS);
    }
    return { token: session.token, user };
  }

  async logout(caller: AuthenticatedUser): Promise<void> {
    if (caller.session) await this.tokens.revoke(caller.session.tokenId, caller.session.expiresAt);
  }

  /**
   * The name changes at once; a new email address takes the current password and waits until its
   * owner verifies it.
   */
  async updateProfile(
    caller: AuthenticatedUser,
    input: UpdateProfileInput,
    ip: string,
  ): Promise<User> {
    await this.verification.requestChange(caller, input.email, input.currentPassword, ip);
    await this.userRepository.update({ id: caller.user.id }, { name: input.name });
    return (await this.users.findById(caller.user.id))!;
  }

  /** The caller's account as stored now (not as the request found it). */
  currentUser(caller: AuthenticatedUser): Promise<User | null> {
    return this.users.findById(caller.user.id);
  }

  /**
   * Verifies the current password, stores the new one, ends every other session and revokes every
   * API key (whoever knew the old password may have made one; the owner makes new ones).
   */
  async changePassword(
    caller: AuthenticatedUser,
    input: ChangePasswordInput,
    ip: string,
  ): Promise<void> {
    assertNewPasswordAcceptable(input, await this.users.findById(caller.user.id));
    await this.reauthentication.assertCurrentPassword(
      caller,
      input.currentPassword,
      ip,
      'change your password',
    );
    const passwordHash = await this.hasher.hash(input.newPassword);
    await this.userRepository.manager.transaction(async (manager) => {
      await manager.update(User, { id: caller.user.id }, { passwordHash });
      await this.apiKeys.revokeAll(manager, caller.user.id);
      // Last, so Redis being away rolls the change back rather than leave other sessions alive.
      await this.tokens.revokeOtherSessions(caller.user.id, caller.session?.tokenId);
    });
  }

  private dummy?: Promise<string>;
  private dummyHash(): Promise<string> {
    this.dummy ??= this.hasher.hash('timing-equaliser-not-a-password');
    return this.dummy;
  }
}
