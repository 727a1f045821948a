import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ParseUUIDPipe } from '@nestjs/common';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SaveFavoriteInput } from './dto/save-favorite.input.js';
import { Favorite } from './entities/favorite.entity.js';
import { FavoritesService } from './favorites.service.js';

@Resolver(() => Favorite)
export class FavoritesResolver {
  constructor(private readonly service: FavoritesService) {}

  @Query(() => [Favorite], { description: "The caller's favorites, newest first." })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  favorites(@CurrentUser() caller: AuthenticatedUser): Promise<Favorite[]> {
    return this.service.list(caller.user.id);
  }

  @Mutation(() => Favorite, { description: 'Saves a prompt and its settings as a favorite.' })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  saveFavorite(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The favorite to save.' }) input: SaveFavoriteInput,
  ): Promise<Favorite> {
    return this.service.save(caller.user.id, input);
  }

  @Mutation(() => Boolean, {
    description: "Deletes one of the caller's favorites; unknown ids give NOT_FOUND.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async deleteFavorite(
    @CurrentUser() caller: AuthenticatedUser,
    @Args(
      'id',
      { type: () => ID, description: "The id (a UUID) of one of the caller's favorites." },
      new ParseUUIDPipe(),
    )
    id: string,
  ): Promise<boolean> {
    await this.service.delete(caller.user.id, id);
    return true;
  }
}
