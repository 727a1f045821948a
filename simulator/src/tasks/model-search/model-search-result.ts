import { type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { type PublicUrls } from '../../http/public-urls.js';
import { type ResultItem } from '../task-handler.js';

/** One entry of a modelSearch answer's `results` (reference §5.2). */
export function modelSearchResult(model: CatalogueModel, urls: PublicUrls): ResultItem {
  return {
    air: model.air,
    name: model.name,
    version: model.version,
    category: model.category,
    architecture: model.architecture,
    ...(model.type ? { type: model.type } : {}),
    tags: [...model.tags],
    heroImage: urls.hero(model.air),
    private: model.private,
    comment: model.comment,
    ...(model.defaults ?? {}),
    ...(model.defaultStrength !== undefined ? { defaultStrength: model.defaultStrength } : {}),
    ...(model.positiveTriggerWords !== undefined
      ? { positiveTriggerWords: model.positiveTriggerWords }
      : {}),
    ...(model.conditioning ? { conditioning: model.conditioning } : {}),
  };
}
