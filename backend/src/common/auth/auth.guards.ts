import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiKeyScope } from '../../auth/api-keys/api-key-scope.js';
import { ForbiddenError, UnauthenticatedError } from '../errors/domain-errors.js';
import { type AuthenticatedUser } from './authenticated-user.js';
import { requestOf } from './request-of.js';

/**
 * Requires a valid, unrevoked session token or a live personal API key as the bearer (REST and
 * GraphQL alike). The key strategy turns down anything not shaped like a key at once.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(['api-key', 'jwt']) {
  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw new UnauthenticatedError();
    return user;
  }
}

/** Identifies the caller when a token is sent, lets visitors through otherwise. */
@Injectable()
export class OptionalJwtAuthGuard extends JwtAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const authorization = requestOf(context).headers.authorization;
    if (!authorization) return true;
    return (await super.canActivate(context)) as boolean;
  }
}

/** Requires an administrator; runs after JwtAuthGuard. */
@Injectable()
export class AdminGuard {
  canActivate(context: ExecutionContext): boolean {
    const caller = requestOf(context).user as AuthenticatedUser | undefined;
    if (!caller) throw new UnauthenticatedError();
    if (!caller.isAdmin) throw new ForbiddenError('Administrator access required');
    return true;
  }
}

export const API_KEY_RULES = 'apiKeyRules';

export interface ApiKeyRules {
  admin: boolean;
  scope?: ApiKeyScope | 'any';
  apiKeys?: boolean;
}

/** What a call made with a personal API key may reach; sessions pass untouched. */
@Injectable()
export class ApiKeyRulesGuard {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const key = (requestOf(context).user as AuthenticatedUser | undefined)?.apiKey;
    if (!key) return true;
    const rules = this.reflector.getAllAndOverride<ApiKeyRules | undefined>(API_KEY_RULES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (rules?.apiKeys === false)
      throw new ForbiddenError('API keys cannot be used here: sign in to do this');
    if (rules?.admin) {
      if (!key.scopes.includes(ApiKeyScope.admin))
        throw new ForbiddenError('This API key has no admin scope');
      return true;
    }
    const scope = rules?.scope;
    if (key.scopes.length && scope !== 'any' && !(scope && key.scopes.includes(scope)))
      throw new ForbiddenError(
        `This API key is limited to ${key.scopes.join(', ')}${scope ? `; this needs ${scope}` : ''}`,
      );
    return true;
  }
}
