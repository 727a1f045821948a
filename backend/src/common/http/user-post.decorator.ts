import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { type ApiKeyScope } from '../../auth/api-keys/api-key-scope.js';
import { Authenticated } from '../auth/authenticated.decorator.js';

/**
 * A POST route of a signed-in user, or of an API key with `scope`, that answers 200: these routes
 * act on what exists (or answer as the spec's compat API does), where Nest's POST would say 201.
 */
export function UserPost(path: string, scope: ApiKeyScope) {
  return applyDecorators(Authenticated('user', { scope }), HttpCode(200), Post(path));
}
