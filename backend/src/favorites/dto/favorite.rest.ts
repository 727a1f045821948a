import { restInput, restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { Favorite } from '../entities/favorite.entity.js';
import { SaveFavoriteInput } from './save-favorite.input.js';

// The spec's REST shape of a favorite is snake_case; the fields and their rules are the GraphQL
// classes'.
// The input keeps the GraphQL name modelId; the saved favorite calls the AIR modelAir.
const negativePrompt = 'negative_prompt';

/** REST body of POST /api/prompts/favorites. */
export const SaveFavoriteBody = restInput(SaveFavoriteInput, {
  name: 'SaveFavoriteBody',
  rename: { negativePrompt, modelId: 'model_id' },
  openApi: {
    name: { example: 'Foggy lighthouse' },
    modelId: { example: 'civitai:101055@128078' },
  },
});

/** A saved prompt in a REST answer. */
export const FavoriteView = restOutput(Favorite, {
  name: 'FavoriteView',
  rename: { negativePrompt, modelAir: 'model_id', savedAt: 'saved_at' },
  openApi: { id: UUID_FORMAT },
});
