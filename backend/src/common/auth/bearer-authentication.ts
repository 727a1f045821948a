import { type Request } from 'express';
import passport from 'passport';
import { UnauthenticatedError } from '../errors/domain-errors.js';
import { type AuthenticatedUser } from './authenticated-user.js';

/**
 * The caller an `Authorization` value names, checked by the strategies every HTTP request goes
 * through (a personal API key, else a session token), for a connection that is not an HTTP
 * request (a WebSocket's connection_init). Refusals are the strategies' own errors.
 */
export function authenticateBearer(authorization: string): Promise<AuthenticatedUser> {
  const request = { headers: { authorization } } as Request;
  return new Promise((resolve, reject) => {
    const authenticate = passport.authenticate(
      ['api-key', 'jwt'],
      { session: false },
      (error: unknown, user: AuthenticatedUser | false) => {
        if (error) reject(error);
        else if (!user) reject(new UnauthenticatedError());
        else resolve(user);
      },
    ) as (req: Request, res: object, next: (error?: unknown) => void) => void;
    authenticate(request, {}, reject);
  });
}
