import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CREATION_MODELS_MAX, CreationModelsService } from './creation-models.service.js';
import { creationDetails, CreationsService } from './creations.service.js';
import { CreationFilterArgs } from './dto/creation-filter.args.js';
import { CreationIdsArgs, MoveCreationsArgs } from './dto/creation-ids.args.js';
import { CreationModel } from './dto/creation-model.js';
import { CreationPage, CreationPageArgs } from './dto/creation-page.js';
import { SaveCreationInput } from './dto/save-creation.input.js';
import { SavedCopiesArgs } from './dto/saved-copies.args.js';
import { Creation } from './entities/creation.entity.js';

@Resolver(() => Creation)
export class CreationsResolver {
  constructor(
    private readonly service: CreationsService,
    private readonly models: CreationModelsService,
  ) {}

  @Query(() => CreationPage, {
    description:
      "The caller's saved images, newest first; folderId, search, model, from and to narrow the list (all that are given apply).",
  })
  @Authenticated('user', { scope: ApiKeyScope.galleryRead })
  creations(
    @CurrentUser() caller: AuthenticatedUser,
    @Args() { first, after, search, model, from, to }: CreationPageArgs,
    @Args('folderId', {
      type: () => ID,
      nullable: true,
      description: "One of the caller's folders; null or omitted: every folder.",
    })
    folderId?: string | null,
  ): Promise<CreationPage> {
    return this.service.page(caller.user.id, { first, after, folderId, search, model, from, to });
  }

  @Query(() => Int, {
    description:
      "How many saved images `creations` lists in all with the same folderId, search, model, from and to (the caller's only).",
  })
  @Authenticated('user', { scope: ApiKeyScope.galleryRead })
  creationCount(
    @CurrentUser() caller: AuthenticatedUser,
    @Args() { search, model, from, to }: CreationFilterArgs,
    @Args('folderId', {
      type: () => ID,
      nullable: true,
      description: "One of the caller's folders; null or omitted: every folder.",
    })
    folderId?: string | null,
  ): Promise<number> {
    return this.service.count(caller.user.id, { folderId, search, model, from, to });
  }

  @Query(() => [CreationModel], {
    description: `The models of the caller's saved images, each once (at most ${CREATION_MODELS_MAX}), by AIR: what the gallery's model filter offers.`,
  })
  @Authenticated('user', { scope: ApiKeyScope.galleryRead })
  creationModels(@CurrentUser() caller: AuthenticatedUser): Promise<CreationModel[]> {
    return this.models.list(caller);
  }

  @Query(() => [Creation], {
    description:
      "The caller's saved copies of these generated images, oldest first, each with its folder (sourceImageId says which image): none when not saved.",
  })
  @Authenticated('user', { scope: ApiKeyScope.galleryRead })
  savedCopies(
    @CurrentUser() caller: AuthenticatedUser,
    @Args() { imageUrls }: SavedCopiesArgs,
  ): Promise<Creation[]> {
    return this.service.savedCopies(caller.user.id, imageUrls);
  }

  @Mutation(() => Creation, {
    description:
      'Keeps a generated image: the server copies it into storage with a thumbnail. The same image again into a folder that holds it: ALREADY_SAVED, nothing stored.',
  })
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  saveCreation(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The image URL, its settings and the folder to save into.' })
    input: SaveCreationInput,
  ): Promise<Creation> {
    const { imageUrl, folderId, folderName } = input;
    const folder = folderId ? { id: folderId } : folderName ? { name: folderName } : null;
    return this.service.save(caller.user.id, creationDetails(input, { imageUrl }, folder));
  }

  @Mutation(() => Creation, {
    description: "Moves a saved image into another of the caller's folders.",
  })
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  moveCreation(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The id of one of the caller's saved images." })
    id: string,
    @Args('folderId', {
      type: () => ID,
      description: "The id of the caller's folder to move it to.",
    })
    folderId: string,
  ): Promise<Creation> {
    return this.service.move(caller.user.id, id, { id: folderId });
  }

  @Mutation(() => Boolean, { description: 'Deletes the image and its files for good.' })
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async deleteCreation(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The id of one of the caller's saved images." })
    id: string,
  ): Promise<boolean> {
    await this.service.delete(caller.user.id, id);
    return true;
  }

  @Mutation(() => Int, {
    description:
      "Moves saved images into one of the caller's folders, all or none; answers how many moved.",
  })
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  moveCreations(
    @CurrentUser() caller: AuthenticatedUser,
    @Args() { ids, folderId }: MoveCreationsArgs,
  ): Promise<number> {
    return this.service.moveMany(caller.user.id, ids, folderId ?? null);
  }

  @Mutation(() => Int, {
    description: 'Deletes saved images and their files for good, all or none; answers how many.',
  })
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  deleteCreations(
    @CurrentUser() caller: AuthenticatedUser,
    @Args() { ids }: CreationIdsArgs,
  ): Promise<number> {
    return this.service.deleteMany(caller.user.id, ids);
  }

  @ResolveField(() => String, { description: 'Short-lived URL of the stored image.' })
  imageUrl(@Parent() creation: Creation): Promise<string> {
    return this.service.imageUrl(creation);
  }

  @ResolveField(() => String, { description: 'Short-lived URL of the WebP thumbnail.' })
  thumbnailUrl(@Parent() creation: Creation): Promise<string> {
    return this.service.thumbnailUrl(creation);
  }
}
