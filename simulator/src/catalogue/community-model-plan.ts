import { type ArchitectureCode, type ControlNetConditioning } from './catalogue-model.js';

// How many community models of each kind exist per architecture, and how they are named.

/** Base checkpoints per architecture. */
export const CHECKPOINTS: Partial<Record<ArchitectureCode, number>> = {
  sdxl: 10,
  sdxlturbo: 4,
  sdxllightning: 5,
  sdxlhyper: 4,
  sdxldistilled: 3,
  sdxllcm: 3,
  sd1x: 10,
  sd1xlcm: 3,
  sdhyper: 3,
  sd3: 4,
  pony: 8,
  flux1d: 8,
  flux1s: 4,
  hidreamfull: 2,
  hidreamdev: 2,
  hidreamfast: 2,
};
export const INPAINTING: Partial<Record<ArchitectureCode, number>> = { sdxl: 3, sd1x: 4, pony: 2 };
export const REFINERS: Partial<Record<ArchitectureCode, number>> = { sdxl: 2 };
export const LORAS: Partial<Record<ArchitectureCode, number>> = {
  sdxl: 18,
  sdxllightning: 2,
  sd1x: 14,
  pony: 14,
  flux1d: 14,
  flux1s: 3,
  sd3: 3,
  hidreamfull: 1,
  hidreamdev: 1,
};
export const LYCORIS: Partial<Record<ArchitectureCode, number>> = { sdxl: 6, sd1x: 6, pony: 4 };
export const VAES: Partial<Record<ArchitectureCode, number>> = { sdxl: 2, sd1x: 3, pony: 1 };
export const EMBEDDINGS: Partial<Record<ArchitectureCode, number>> = { sd1x: 6, sdxl: 4, pony: 2 };
export const CONTROLNETS: Partial<Record<ArchitectureCode, readonly ControlNetConditioning[]>> = {
  sdxl: [
    'depth',
    'openpose',
    'lineart',
    'softedge',
    'tile',
    'scribble',
    'seg',
    'qrcode',
    'inpaint',
  ],
  sd1x: [
    'canny',
    'depth',
    'openpose',
    'lineart',
    'softedge',
    'tile',
    'scribble',
    'seg',
    'normal',
    'shuffle',
    'inpaint',
    'pix2pix',
    'hed',
    'openmlsd',
  ],
  sd3: ['canny', 'depth', 'tile'],
  pony: ['openpose'],
};

export const NAME_SUFFIX: Record<ArchitectureCode, string> = {
  sdxl: ' XL',
  sdxlturbo: ' XL Turbo',
  sdxllightning: ' XL Lightning',
  sdxlhyper: ' XL Hyper',
  sdxldistilled: ' XL Distilled',
  sdxllcm: ' XL LCM',
  sd1x: '',
  sd1xlcm: ' LCM',
  sdhyper: ' Hyper',
  sd3: ' SD3',
  pony: ' Pony',
  flux1d: ' Flux',
  flux1s: ' Flux Schnell',
  fluxkontextdev: ' Kontext',
  hidreamfull: ' HiDream',
  hidreamdev: ' HiDream Dev',
  hidreamfast: ' HiDream Fast',
};

export const FAMILY_TAG: Record<ArchitectureCode, string> = {
  sdxl: 'sdxl',
  sdxlturbo: 'sdxl',
  sdxllightning: 'sdxl',
  sdxlhyper: 'sdxl',
  sdxldistilled: 'sdxl',
  sdxllcm: 'sdxl',
  sd1x: 'sd 1.5',
  sd1xlcm: 'sd 1.5',
  sdhyper: 'sd 1.5',
  sd3: 'sd3',
  pony: 'pony',
  flux1d: 'flux',
  flux1s: 'flux',
  fluxkontextdev: 'flux',
  hidreamfull: 'hidream',
  hidreamdev: 'hidream',
  hidreamfast: 'hidream',
};

export const SCHEDULERS_BY_FAMILY: Record<string, readonly string[]> = {
  sdxl: ['Default', 'DPM++ 2M Karras', 'Euler a', 'DPM++ SDE Karras'],
  pony: ['Default', 'Euler a', 'DPM++ 2M Karras'],
  sd1: ['Default', 'DPM++ 2M Karras', 'Euler a', 'DDIM'],
  sd3: ['Default', 'FlowMatchEulerDiscreteScheduler'],
  flux: ['Default', 'FlowMatchEulerDiscreteScheduler'],
  hidream: ['Default'],
};
