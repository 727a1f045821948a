import { applyDecorators, UseGuards } from '@nestjs/common';
import { AdminGuard, JwtAuthGuard, OptionalJwtAuthGuard } from './auth.guards.js';

export type Access = 'user' | 'admin' | 'optional';

/**
 * The permission of an endpoint, stated where it is declared: 'user' (any signed-in user),
 * 'admin' (administrators only) or 'optional' (visitors allowed, caller known when signed in).
 */
export function Authenticated(access: Access = 'user') {
  if (access === 'optional') return UseGuards(OptionalJwtAuthGuard);
  if (access === 'admin') return applyDecorators(UseGuards(JwtAuthGuard, AdminGuard));
  return UseGuards(JwtAuthGuard);
}
