import { type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { type PublicUrls } from '../../http/public-urls.js';
import { type ResultItem } from '../task-handler.js';

/**
 * What a model can do, in the 2026 result's vocabulary: a checkpoint makes images from text and
 * images; an inpainting or refiner one says so (the 2026 result has no `type`).
 */
export function capabilitiesOf(model: CatalogueModel): string[] {
  if (model.category !== 'checkpoint') return [];
  const kind = model.type === 'inpainting' ? ['op:inpainting'] : [];
  const refiner = model.type === 'refiner' ? ['op:refine'] : [];
  return ['io:text-to-image', 'io:image-to-image', ...kind, ...refiner];
}

/** Runware's own models are featured; the ones from CivitAI are community models. */
export const sourceOf = (model: CatalogueModel) =>
  model.air.startsWith('civitai:') ? 'community' : 'featured';

/**
 * One entry of a modelSearch answer's `results`, in the 2026 shape (Runware's schema map: air,
 * name, category, architecture, capabilities, source, heroImage, private; no `type`), with the
 * 2025 fields the catalogue still knows (version, tags, defaults) alongside.
 */
export function modelSearchResult(model: CatalogueModel, urls: PublicUrls): ResultItem {
  return {
    air: model.air,
    name: model.name,
    version: model.version,
    category: model.category,
    architecture: model.architecture,
    capabilities: capabilitiesOf(model),
    source: sourceOf(model),
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
