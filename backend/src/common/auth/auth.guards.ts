import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ForbiddenError, UnauthenticatedError } from '../errors/domain-errors.js';
import { type AuthenticatedUser } from './authenticated-user.js';
import { requestOf } from './request-of.js';

/** Requires a valid, unrevoked bearer token (REST and GraphQL alike). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
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
