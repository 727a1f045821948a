import { Args, Context, Field, ID, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { type GraphQLContext } from '../../common/graphql/graphql-context.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyInput } from './create-api-key.input.js';
import { clientIp } from '../../common/http/client-ip.js';

@ObjectType({ description: 'A new API key: `key` is shown here once and never again.' })
class CreatedApiKeyPayload {
  @Field(() => ApiKey, { description: 'The stored key, as apiKeys lists it.' })
  apiKey: ApiKey;

  @Field({ description: 'Send as `Authorization: Bearer <key>`.' })
  key: string;
}

/** GraphQL for personal API keys; only a signed-in session manages keys, never a key. */
@Resolver(() => ApiKey)
export class ApiKeysResolver {
  constructor(private readonly keys: ApiKeysService) {}

  @Query(() => [ApiKey], { description: "The caller's API keys, newest first." })
  @Authenticated('user', { apiKeys: false })
  apiKeys(@CurrentUser() caller: AuthenticatedUser): Promise<ApiKey[]> {
    return this.keys.list(caller.user.id);
  }

  @Mutation(() => CreatedApiKeyPayload, {
    description:
      'Creates a personal API key (at most 20 per user, else CONFLICT); needs a session, not a key, and the current password (BAD_USER_INPUT, field currentPassword, when missing or wrong). Every key is revoked when the password is reset or changed.',
  })
  @Authenticated('user', { apiKeys: false })
  createApiKey(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The name and scopes of the new key, and the current password.' })
    input: CreateApiKeyInput,
    @Context() context: GraphQLContext,
  ): Promise<CreatedApiKeyPayload> {
    return this.keys.create(caller, input, clientIp(context.req));
  }

  @Mutation(() => Boolean, { description: 'Stops the key at once, on every server.' })
  @Authenticated('user', { apiKeys: false })
  async revokeApiKey(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The id of one of the caller's API keys." })
    id: string,
  ): Promise<boolean> {
    await this.keys.revoke(caller.user.id, id);
    return true;
  }
}
