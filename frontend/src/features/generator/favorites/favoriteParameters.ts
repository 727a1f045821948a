import type { FavoriteItemFragment, SaveFavoriteInput } from '../../../graphql/generated/graphql';
import type { GenerationParameters } from '../generationParameters';
import { dateFormat } from '../../../lib/format';
import { normalizeParameters, storableParameters } from '../normalizeParameters';

/** What is stored for a favorite: name, prompt, negative prompt, model and every parameter. */
export function favoriteInput(name: string, parameters: GenerationParameters): SaveFavoriteInput {
  return {
    name: name.trim(),
    prompt: parameters.prompt,
    negativePrompt: parameters.negative_prompt,
    modelId: parameters.model_id,
    parameters: { ...storableParameters(parameters) },
  };
}

/** Loading a favorite replaces all parameters with its stored values. */
export function parametersFromFavorite(favorite: FavoriteItemFragment): GenerationParameters {
  const stored =
    favorite.parameters && typeof favorite.parameters === 'object' ? favorite.parameters : {};
  return normalizeParameters({
    ...stored,
    prompt: favorite.prompt,
    ...(favorite.negativePrompt != null ? { negative_prompt: favorite.negativePrompt } : {}),
    ...(favorite.modelId ? { model_id: favorite.modelId } : {}),
  });
}

/** Dates in the favorites list are shown in Swedish. */
export const favoriteDate = dateFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short' });
