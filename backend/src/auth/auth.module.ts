import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { CreditsModule } from '../credits/credits.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AccountLink } from './account-links/account-link.entity.js';
import { AccountLinksService } from './account-links/account-links.service.js';
import { EmailChangeUndoService } from './email-change-undo.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { ReauthenticationService } from './reauthentication.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { AccessLevelsService } from './access-levels.service.js';
import { ApiKey } from './api-keys/api-key.entity.js';
import { ApiKeyStrategy } from './api-keys/api-key.strategy.js';
import { ApiKeysService } from './api-keys/api-keys.service.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AuthService } from './auth.service.js';
import { AccessLevel } from './entities/access-level.entity.js';
import { User } from './entities/user.entity.js';
import { JwtStrategy } from './jwt.strategy.js';
import { PasswordHasher } from './password-hasher.js';
import { SignInRateLimiter } from './sign-in-rate-limiter.js';
import { TokenService } from './token.service.js';
import { UsersService } from './users.service.js';

/** Core of accounts: users, levels, passwords, tokens. HTTP surfaces live in AuthApiModule. */
@Module({
  imports: [
    TypeOrmModule.forFeature([User, AccessLevel, ApiKey, AccountLink]),
    MailModule,
    PassportModule,
    CreditsModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.JWT_SECRET,
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  providers: [
    PasswordHasher,
    UsersService,
    AdminBootstrapService,
    AccessLevelsService,
    TokenService,
    SignInRateLimiter,
    AuthService,
    JwtStrategy,
    ApiKeysService,
    ApiKeyStrategy,
    AccountLinksService,
    PasswordResetService,
    EmailVerificationService,
    ReauthenticationService,
    EmailChangeUndoService,
  ],
  exports: [
    PasswordHasher,
    UsersService,
    AdminBootstrapService,
    AccessLevelsService,
    AuthService,
    TokenService,
    ApiKeysService,
    AccountLinksService,
    PasswordResetService,
    EmailVerificationService,
    ReauthenticationService,
    EmailChangeUndoService,
  ],
})
export class AuthModule {}
