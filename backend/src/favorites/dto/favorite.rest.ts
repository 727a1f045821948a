import { restInput, restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { Favorite } from '../entities/favorite.entity.js';
import { SaveFavoriteInput } from './save-favorite.input.js';

// The spec's REST shape of a favorite is snake_case; the fields and their rules are the GraphQL
// classes'.
const rename = { negativePrompt: 'negative_prompt', modelId: 'model_id' } as const;

/** REST body of POST /api/prompts/favorites. */
export const SaveFavoriteBody = restInput(SaveFavoriteInput, {
  name: 'SaveFavoriteBody',
  rename,
  openApi: {
    name: { example: 'Foggy lighthouse' },
    modelId: { example: 'civitai:101055@128078' },
  },
});

/** A saved prompt in a REST answer. */
export const FavoriteView = restOutput(Favorite, {
  name: 'FavoriteView',
  rename: { ...rename, savedAt: 'saved_at' },
  openApi: { id: UUID_FORMAT },
});
