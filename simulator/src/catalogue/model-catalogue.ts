import { airSlug } from './air-slug.js';
import { type CatalogueModel } from './catalogue-model.js';
import { CURATED_ADAPTERS } from './curated-adapters.js';
import { generateCommunityModels } from './generate-community-models.js';
import { STARTER_CHECKPOINTS } from './starter-models.js';
import { STUDIO_PRIVATE_MODELS } from './studio-private-models.js';

/** Every model the simulated provider knows, looked up by AIR or by hero-image slug. */
export class ModelCatalogue {
  private readonly byAir = new Map<string, CatalogueModel>();
  private readonly bySlug = new Map<string, CatalogueModel>();

  constructor(readonly models: readonly CatalogueModel[]) {
    for (const model of models) {
      const slug = airSlug(model.air);
      if (this.byAir.has(model.air)) throw new Error(`Duplicate AIR in catalogue: ${model.air}`);
      if (this.bySlug.has(slug)) throw new Error(`Duplicate AIR slug in catalogue: ${slug}`);
      this.byAir.set(model.air, model);
      this.bySlug.set(slug, model);
    }
  }

  find(air: string): CatalogueModel | undefined {
    return this.byAir.get(air);
  }

  findBySlug(slug: string): CatalogueModel | undefined {
    return this.bySlug.get(slug);
  }
}

/** The built-in catalogue: starter models first, then curated adapters, private and community models. */
export function buildModelCatalogue(): ModelCatalogue {
  const fixed = [...STARTER_CHECKPOINTS, ...CURATED_ADAPTERS, ...STUDIO_PRIVATE_MODELS];
  const community = generateCommunityModels(new Set(fixed.map((model) => model.air)));
  return new ModelCatalogue([...fixed, ...community]);
}
