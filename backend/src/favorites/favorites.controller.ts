import { ownedCollectionController } from '../common/rest/owned-collection-routes.js';
import { FavoriteView, SaveFavoriteBody } from './dto/favorite.rest.js';
import { FavoritesService } from './favorites.service.js';

/** REST compat routes: GET/POST /api/prompts/favorites, DELETE /api/prompts/favorites/{id}. */
export const FavoritesController = ownedCollectionController({
  name: 'FavoritesController',
  path: 'prompts/favorites',
  tag: 'Favorites',
  service: FavoritesService,
  view: FavoriteView,
  list: {
    summary: "The caller's saved prompts, newest first",
    run: (favorites, userId) => favorites.list(userId),
  },
  create: {
    summary: 'Save a prompt',
    method: 'save',
    body: SaveFavoriteBody,
    errors: [400],
    run: (favorites, userId, input) => favorites.save(userId, input),
  },
  delete: {
    summary: 'Remove a saved prompt',
    run: (favorites, userId, id) => favorites.delete(userId, id),
  },
});
