import { type CatalogueModel } from './catalogue-model.js';
import { adapter, checkpoint } from './model-builders.js';

/** Models "uploaded by our organisation" and kept private: what visibility "private" finds. */
export const STUDIO_PRIVATE_MODELS: readonly CatalogueModel[] = [
  checkpoint({
    air: 'studio:1@1',
    name: 'Studio House Style XL',
    version: 'v1.0',
    architecture: 'sdxl',
    tags: ['house style', 'illustration'],
    private: true,
    comment: 'Private fine-tune uploaded by the studio.',
  }),
  checkpoint({
    air: 'studio:2@1',
    name: 'Studio Product Shots Flux',
    version: 'v1.0 Dev',
    architecture: 'flux1d',
    tags: ['product', 'photorealistic'],
    private: true,
    comment: 'Private fine-tune uploaded by the studio.',
  }),
  adapter({
    air: 'studio:3@2',
    name: 'Studio Mascot',
    version: 'v2',
    category: 'lora',
    architecture: 'flux1d',
    tags: ['character', 'house style'],
    private: true,
    positiveTriggerWords: 'studio_mascot',
  }),
  adapter({
    air: 'studio:4@1',
    name: 'Studio Brand Palette XL',
    version: 'v1',
    category: 'lora',
    architecture: 'sdxl',
    tags: ['style', 'house style'],
    private: true,
    positiveTriggerWords: 'brand palette',
  }),
];
