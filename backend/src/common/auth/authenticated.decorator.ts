import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import { type ApiKeyScope } from '../../auth/api-keys/api-key-scope.js';
import {
  AdminGuard,
  API_KEY_RULES,
  ApiKeyRulesGuard,
  type ApiKeyRules,
  JwtAuthGuard,
  OptionalJwtAuthGuard,
} from './auth.guards.js';
import { ApiErrors } from '../openapi/api-errors.js';
import { BEARER } from '../openapi/openapi-document.js';

export type Access = 'user' | 'admin' | 'optional';

export interface KeyAccess {
  /**
   * The API key scope that reaches this endpoint: a key limited to other scopes is refused;
   * 'any' lets every key through (reading one's own account and the models one may use).
   */
  scope?: ApiKeyScope | 'any';
  /** False where only a signed-in session may act (passwords, profile, keys, payments). */
  apiKeys?: boolean;
}

/**
 * The permission of an endpoint, stated where it is declared: 'user' (any signed-in user),
 * 'admin' (administrators only) or 'optional' (visitors allowed, caller known when signed in),
 * and what a personal API key needs to reach it.
 */
export function Authenticated(access: Access = 'user', keys: KeyAccess = {}) {
  if (access === 'optional') return UseGuards(OptionalJwtAuthGuard);
  const rules: ApiKeyRules = { admin: access === 'admin', ...keys };
  const guards = access === 'admin' ? [JwtAuthGuard, AdminGuard] : [JwtAuthGuard];
  return applyDecorators(
    SetMetadata(API_KEY_RULES, rules),
    UseGuards(...guards, ApiKeyRulesGuard),
    ...documentedAccess(rules),
  );
}

/**
 * The same rules in the REST description: the bearer requirement names what is needed beyond a
 * valid token (see the scheme's description), and the refusals that follow from it.
 */
function documentedAccess({ admin, scope, apiKeys }: ApiKeyRules) {
  const needs = admin
    ? ['admin']
    : apiKeys === false
      ? ['session']
      : scope && scope !== 'any'
        ? [scope]
        : [];
  return [ApiSecurity(BEARER, needs), scope === 'any' ? ApiErrors(401) : ApiErrors(401, 403)];
}
