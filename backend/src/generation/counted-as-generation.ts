import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { UserPost } from '../common/http/user-post.decorator.js';
import { GenerationLimits } from './generation-limits.interceptor.js';

// Whatever has the provider work (a generation, a comparison, a creator tool) is open to a
// signed-in user or a key with the generate scope, and counts against the generation limits.

/** A GraphQL mutation that has the provider work. */
export const CountedAsGeneration = () =>
  applyDecorators(
    UseInterceptors(GenerationLimits),
    Authenticated('user', { scope: ApiKeyScope.generate }),
  );

/** A REST POST (answering 200) that has the provider work. */
export const GenerationPost = (path: string) =>
  applyDecorators(UseInterceptors(GenerationLimits), UserPost(path, ApiKeyScope.generate));
