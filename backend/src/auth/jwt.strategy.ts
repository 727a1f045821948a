import { createSecretKey } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { UnauthenticatedError } from '../common/errors/domain-errors.js';
import { AppConfig } from '../config/app-config.js';
import { isAdministrator } from './administrators.js';
import { type TokenClaims, TokenService } from './token.service.js';
import { UsersService } from './users.service.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly tokens: TokenService,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A ready key object: given a string, jsonwebtoken first tries (and fails) to parse it as a
      // public key on every verification, which cost about 1 ms per request.
      secretOrKey: createSecretKey(Buffer.from(config.JWT_SECRET)) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /**
   * Runs on every authenticated request. The revocation (Redis) and the user (PostgreSQL) are
   * read at the same time, and both on every request: a revoked token, a deleted user or a
   * changed access level counts at once. The user is deliberately not cached: `me` answers with
   * it, credit balance included.
   */
  async validate(claims: TokenClaims): Promise<AuthenticatedUser> {
    if (!claims.jti || !claims.sub) {
      throw new UnauthenticatedError('Your session has ended. Please log in again.');
    }
    const [revoked, user] = await Promise.all([
      this.tokens.isRevoked(claims.jti),
      this.users.findById(claims.sub),
    ]);
    if (revoked || !user)
      throw new UnauthenticatedError('Your session has ended. Please log in again.');
    return {
      user,
      session: { tokenId: claims.jti, expiresAt: claims.exp },
      isAdmin: isAdministrator(user),
    };
  }
}
