import { type CatalogueModel } from './catalogue-model.js';
import { checkpoint } from './model-builders.js';

/**
 * The product's starter checkpoints and a few other well-known provider models, with their real
 * AIR identifiers. They come first in the catalogue.
 */
export const STARTER_CHECKPOINTS: readonly CatalogueModel[] = [
  checkpoint({
    air: 'rundiffusion:130@100',
    name: 'Juggernaut Pro Flux',
    version: 'Pro',
    architecture: 'flux1d',
    tags: ['photorealistic', 'flux', 'cinematic'],
    comment: 'RunDiffusion photographic FLUX fine-tune.',
  }),
  checkpoint({
    air: 'runware:101@1',
    name: 'FLUX.1 Dev',
    version: '1.0',
    architecture: 'flux1d',
    tags: ['flux', 'general', 'base model'],
  }),
  checkpoint({
    air: 'runware:100@1',
    name: 'FLUX.1 Schnell',
    version: '1.0',
    architecture: 'flux1s',
    tags: ['flux', 'fast', 'base model'],
  }),
  checkpoint({
    air: 'runware:106@1',
    name: 'FLUX.1 Kontext [dev]',
    version: '1.0',
    architecture: 'fluxkontextdev',
    tags: ['flux', 'kontext', 'editing', 'base model'],
    comment: 'Edits reference images by instruction: the prompt says what to change.',
  }),
  checkpoint({
    air: 'runware:102@1',
    name: 'FLUX.1 Fill Dev',
    version: '1.0',
    architecture: 'flux1d',
    type: 'inpainting',
    tags: ['flux', 'inpainting', 'outpainting'],
  }),
  checkpoint({
    air: 'civitai:101055@128078',
    name: 'SDXL',
    version: 'v1.0 VAE fix',
    architecture: 'sdxl',
    tags: ['base model', 'photorealistic'],
    defaults: { defaultSteps: 20, defaultCFG: 7.5 },
  }),
  checkpoint({
    air: 'civitai:101055@128080',
    name: 'SDXL',
    version: 'v1.0 Refiner VAE fix',
    architecture: 'sdxl',
    type: 'refiner',
    tags: ['base model', 'refiner'],
    defaults: { defaultSteps: 20, defaultCFG: 7.5 },
  }),
  checkpoint({
    air: 'civitai:133005@1759168',
    name: 'Juggernaut XL',
    version: 'Ragnarok',
    architecture: 'sdxl',
    tags: ['photorealistic', 'cinematic', 'portrait'],
    defaults: { defaultCFG: 6 },
  }),
  checkpoint({
    air: 'civitai:4384@128713',
    name: 'DreamShaper',
    version: '8',
    architecture: 'sd1x',
    tags: ['anime', 'fantasy', 'illustration'],
  }),
  checkpoint({
    air: 'civitai:257749@290640',
    name: 'Pony Diffusion V6 XL',
    version: 'V6 (start with this one)',
    architecture: 'pony',
    tags: ['anime', 'pony', 'cartoon', 'base model'],
    positiveTriggerWords: 'score_9, score_8_up, score_7_up',
  }),
  checkpoint({
    air: 'civitai:288584@324619',
    name: 'AutismMix SDXL',
    version: 'Pony',
    architecture: 'pony',
    tags: ['anime', 'pony'],
  }),
  checkpoint({
    air: 'runware:5@1',
    name: 'Stable Diffusion 3 Medium',
    version: 'Medium',
    architecture: 'sd3',
    tags: ['sd3', 'general', 'base model'],
  }),
  checkpoint({
    air: 'runware:97@3',
    name: 'HiDream-I1 Fast',
    version: 'Fast',
    architecture: 'hidreamfast',
    tags: ['hidream', 'fast'],
  }),
  checkpoint({
    air: 'runware:97@2',
    name: 'HiDream-I1 Dev',
    version: 'Dev',
    architecture: 'hidreamdev',
    tags: ['hidream', 'general'],
  }),
  checkpoint({
    air: 'runware:97@1',
    name: 'HiDream-I1 Full',
    version: 'Full',
    architecture: 'hidreamfull',
    tags: ['hidream', 'quality'],
  }),
];
