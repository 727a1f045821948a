import { ParseUUIDPipe } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CreatePromptStyleInput, UpdatePromptStyleInput } from './dto/prompt-style.input.js';
import { PromptStyle } from './entities/prompt-style.entity.js';
import { PromptStylesService } from './prompt-styles.service.js';

const STYLE_ID = {
  type: () => ID,
  description: "The id (a UUID) of one of the caller's prompt styles.",
};

@Resolver(() => PromptStyle)
export class PromptStylesResolver {
  constructor(private readonly service: PromptStylesService) {}

  @Query(() => [PromptStyle], {
    description: "The caller's prompt styles by name; the starter set on first use.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  myPromptStyles(@CurrentUser() caller: AuthenticatedUser): Promise<PromptStyle[]> {
    return this.service.list(caller.user.id);
  }

  @Mutation(() => PromptStyle, { description: 'Adds a prompt style; a name in use is a CONFLICT.' })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  createPromptStyle(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The style to add.' }) input: CreatePromptStyleInput,
  ): Promise<PromptStyle> {
    return this.service.create(caller.user.id, input);
  }

  @Mutation(() => PromptStyle, {
    description:
      "Changes one of the caller's prompt styles (their copy only); unknown ids give NOT_FOUND.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  updatePromptStyle(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', STYLE_ID, new ParseUUIDPipe()) id: string,
    @Args('input', { description: 'The changes.' }) input: UpdatePromptStyleInput,
  ): Promise<PromptStyle> {
    return this.service.update(caller.user.id, id, input);
  }

  @Mutation(() => Boolean, {
    description: "Deletes one of the caller's prompt styles; unknown ids give NOT_FOUND.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async deletePromptStyle(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', STYLE_ID, new ParseUUIDPipe()) id: string,
  ): Promise<boolean> {
    await this.service.delete(caller.user.id, id);
    return true;
  }

  @Mutation(() => [PromptStyle], {
    description:
      "Replaces all the caller's prompt styles with the starter set; answers the new list.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  resetPromptStyles(@CurrentUser() caller: AuthenticatedUser): Promise<PromptStyle[]> {
    return this.service.reset(caller.user.id);
  }
}
