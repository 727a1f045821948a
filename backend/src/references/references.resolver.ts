import { ParseUUIDPipe } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CreateReferenceInput, UpdateReferenceInput } from './dto/reference.input.js';
import { SavedReference } from './entities/saved-reference.entity.js';
import { ReferencesService } from './references.service.js';

const REFERENCE_ID = {
  type: () => ID,
  description: "The id (a UUID) of one of the caller's references.",
};

@Resolver(() => SavedReference)
export class ReferencesResolver {
  constructor(private readonly service: ReferencesService) {}

  @Query(() => [SavedReference], {
    description: "The caller's saved characters and styles, characters first, by name.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  myReferences(@CurrentUser() caller: AuthenticatedUser): Promise<SavedReference[]> {
    return this.service
      .list(caller.user.id)
      .then((references) => this.service.withThumbnails(caller.user.id, references));
  }

  @Mutation(() => SavedReference, {
    description:
      "Saves a character or style from the caller's own images; a name in use is a CONFLICT.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  createReference(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The reference to save.' }) input: CreateReferenceInput,
  ): Promise<SavedReference> {
    return this.service
      .create(caller.user.id, input)
      .then((reference) => this.withThumbnail(caller, reference));
  }

  @Mutation(() => SavedReference, {
    description: "Renames one of the caller's references or replaces its images.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  updateReference(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', REFERENCE_ID, new ParseUUIDPipe()) id: string,
    @Args('input', { description: 'The changes.' }) input: UpdateReferenceInput,
  ): Promise<SavedReference> {
    return this.service
      .update(caller.user.id, id, input)
      .then((reference) => this.withThumbnail(caller, reference));
  }

  private async withThumbnail(caller: AuthenticatedUser, reference: SavedReference) {
    return (await this.service.withThumbnails(caller.user.id, [reference]))[0];
  }

  @Mutation(() => Boolean, {
    description: "Deletes one of the caller's references; unknown ids give NOT_FOUND.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async deleteReference(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', REFERENCE_ID, new ParseUUIDPipe()) id: string,
  ): Promise<boolean> {
    await this.service.delete(caller.user.id, id);
    return true;
  }
}
