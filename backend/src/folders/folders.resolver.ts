import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { Folder } from './entities/folder.entity.js';
import { FoldersService } from './folders.service.js';

@Resolver(() => Folder)
export class FoldersResolver {
  constructor(private readonly service: FoldersService) {}

  @Query(() => [Folder], { description: "The caller's folders: Default first, then by name." })
  @Authenticated('user', { scope: ApiKeyScope.galleryRead })
  folders(@CurrentUser() caller: AuthenticatedUser): Promise<Folder[]> {
    return this.service.list(caller.user.id);
  }

  @Mutation(() => Folder, {
    description: 'Creates a folder; a name the caller already uses (any case) gives CONFLICT.',
  })
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  createFolder(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('name', { description: 'Trimmed, 1 to 100 characters, no control characters.' })
    name: string,
  ): Promise<Folder> {
    return this.service.create(caller.user.id, name);
  }

  @Mutation(() => Folder, {
    description: 'Renames a folder; Default cannot be renamed, a name in use gives CONFLICT.',
  })
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  renameFolder(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The id of one of the caller's folders." })
    id: string,
    @Args('name', {
      description: 'The new name: trimmed, 1 to 100 characters, no control characters.',
    })
    name: string,
  ): Promise<Folder> {
    return this.service.rename(caller.user.id, id, name);
  }

  @Mutation(() => Boolean, { description: 'Deletes a folder; its images move to Default.' })
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async deleteFolder(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', {
      type: () => ID,
      description: "The id of one of the caller's folders, not Default.",
    })
    id: string,
  ): Promise<boolean> {
    await this.service.delete(caller.user.id, id);
    return true;
  }
}
