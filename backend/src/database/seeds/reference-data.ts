/** Reference data every installation starts with. The seed upserts it; ids of access levels are fixed. */
import { ADMINISTRATOR_ACCESS_LEVEL_ID } from '../../auth/administrators.js';

export const ACCESS_LEVELS = [
  { id: 1, name: 'Free', level: 0, creditMultiplier: 1.0 },
  { id: 2, name: 'Base', level: 1, creditMultiplier: 0.9 },
  { id: 3, name: 'Standard', level: 2, creditMultiplier: 0.8 },
  { id: 4, name: 'Premium', level: 3, creditMultiplier: 0.6 },
  { id: ADMINISTRATOR_ACCESS_LEVEL_ID, name: 'Administrator', level: 4, creditMultiplier: 0 },
] as const;

export const STANDARD_ACCESS_LEVEL_ID = 3;
/** Credits granted to a new account. */
export const NEW_USER_CREDITS = 50;

/** The one-time credit packs at the tier prices, in cents; administrators edit them. */
export const CREDIT_PACKS = [
  { id: 'base', name: 'Base', priceCents: 499, credits: 150, accessLevelId: 2, sortOrder: 1 },
  {
    id: 'standard',
    name: 'Standard',
    priceCents: 999,
    credits: 400,
    accessLevelId: 3,
    sortOrder: 2,
  },
  {
    id: 'premium',
    name: 'Premium',
    priceCents: 1999,
    credits: 1000,
    accessLevelId: 4,
    sortOrder: 3,
  },
] as const;

/** The spec's part 2 categories plus IPAdapter, which the dashboard's IP-Adapter picker needs. */
export const MODEL_CATEGORIES = [
  'checkpointBase',
  'checkpointInpainting',
  'LoRA',
  'Controlnet',
  'VAE',
  'Embedding',
  'LyCORIS',
  'IPAdapter',
] as const;

type Family = 'sd' | 'sd-fast' | 'lcm' | 'flow';

interface ArchitectureSeed {
  name: string;
  code: string;
  family: Family;
  supportsLora: boolean;
  supportsControlNet: boolean;
  supportsVAE: boolean;
  supportsIPAdapter: boolean;
  /** Textual-inversion embeddings exist for the SD 1.x and SDXL families only. */
  supportsEmbeddings: boolean;
  defaultSteps: number;
  defaultCFG: number;
  /** Native square edge: SD 1.5 models are trained at 512. */
  nativeEdge: 512 | 1024;
  /** False for architectures the provider refuses a negative prompt for. */
  supportsNegativePrompt?: boolean;
  /**
   * Hires fix and face refinement in the same pass, and outpainting (Runware's hiresFix,
   * ultralytics and outpaint: the same families in the 2026 schema).
   */
  refines?: boolean;
  /** A transparent background (Runware's layerDiffuse): FLUX.1 Dev only. */
  supportsTransparentBackground?: boolean;
  /** Identity from reference images (Runware's pulid): FLUX.1 Dev only in the 2026 schema. */
  supportsPulid?: boolean;
  /** Face refinement without the other refinements (FLUX.1 Kontext dev); `refines` otherwise. */
  supportsFaceRefinement?: boolean;
  /**
   * Reference images an instruction edits (Runware's inputs.referenceImages): FLUX.1 Kontext dev,
   * 2 by the 2025 reference (the 2026 map gives no count).
   */
  maxReferenceImages?: number;
  /** False where the contract has no seedImage (FLUX.1 Kontext dev edits reference images). */
  supportsSeedImage?: boolean;
}

const sdxl = {
  supportsLora: true,
  supportsControlNet: true,
  supportsVAE: true,
  supportsIPAdapter: true,
  supportsEmbeddings: true,
  nativeEdge: 1024,
} as const;
const sd15 = { ...sdxl, nativeEdge: 512 } as const;
const flow = { supportsVAE: false, supportsEmbeddings: false, nativeEdge: 1024 } as const;
/** FLUX takes no negative prompt: it is left out of the task sent to the provider. */
const flux = { ...flow, supportsNegativePrompt: false } as const;

export const ARCHITECTURES: readonly ArchitectureSeed[] = [
  {
    name: 'SDXL 1.0',
    code: 'sdxl',
    refines: true,
    family: 'sd',
    ...sdxl,
    defaultSteps: 20,
    defaultCFG: 7,
  },
  {
    name: 'SDXL Turbo',
    code: 'sdxlturbo',
    refines: true,
    family: 'sd-fast',
    ...sdxl,
    defaultSteps: 4,
    defaultCFG: 1.5,
  },
  {
    name: 'SDXL Lightning',
    code: 'sdxllightning',
    refines: true,
    family: 'sd-fast',
    ...sdxl,
    defaultSteps: 6,
    defaultCFG: 1.5,
  },
  {
    name: 'SDXL Hyper',
    code: 'sdxlhyper',
    family: 'sd-fast',
    ...sdxl,
    defaultSteps: 8,
    defaultCFG: 2,
  },
  {
    name: 'SDXL Distilled',
    code: 'sdxldistilled',
    family: 'sd',
    ...sdxl,
    defaultSteps: 20,
    defaultCFG: 6,
  },
  {
    name: 'SDXL 1.0 LCM',
    code: 'sdxllcm',
    family: 'lcm',
    ...sdxl,
    defaultSteps: 6,
    defaultCFG: 1.5,
  },
  {
    name: 'SD 1.5',
    code: 'sd1x',
    refines: true,
    family: 'sd',
    ...sd15,
    defaultSteps: 25,
    defaultCFG: 7,
  },
  { name: 'SD 1.5 LCM', code: 'sd1xlcm', family: 'lcm', ...sd15, defaultSteps: 6, defaultCFG: 1.5 },
  {
    name: 'SD 1.5 Hyper',
    code: 'sdhyper',
    family: 'sd-fast',
    ...sd15,
    defaultSteps: 8,
    defaultCFG: 2,
  },
  {
    name: 'SD 3',
    code: 'sd3',
    family: 'flow',
    ...flow,
    supportsLora: true,
    supportsControlNet: true,
    supportsIPAdapter: false,
    defaultSteps: 28,
    defaultCFG: 5,
  },
  {
    name: 'Pony',
    code: 'pony',
    refines: true,
    family: 'sd',
    ...sdxl,
    defaultSteps: 25,
    defaultCFG: 7,
  },
  {
    name: 'FLUX.1 D',
    code: 'flux1d',
    refines: true,
    supportsTransparentBackground: true,
    supportsPulid: true,
    family: 'flow',
    ...flux,
    supportsLora: true,
    supportsControlNet: true,
    supportsIPAdapter: true,
    defaultSteps: 28,
    defaultCFG: 3.5,
  },
  {
    name: 'FLUX.1 S',
    code: 'flux1s',
    refines: true,
    family: 'flow',
    ...flux,
    supportsLora: true,
    supportsControlNet: true,
    supportsIPAdapter: false,
    defaultSteps: 4,
    defaultCFG: 1,
  },
  {
    // Edits reference images by instruction; no ControlNet, IP-Adapter or seed image in its
    // params, and a FLUX.1 dev LoRA is refused on it, so none is offered.
    name: 'FLUX.1 Kontext D',
    code: 'fluxkontextdev',
    supportsFaceRefinement: true,
    maxReferenceImages: 2,
    supportsSeedImage: false,
    family: 'flow',
    ...flow,
    supportsLora: false,
    supportsControlNet: false,
    supportsIPAdapter: false,
    defaultSteps: 28,
    defaultCFG: 2.5,
  },
  {
    name: 'HiDream Full',
    code: 'hidreamfull',
    family: 'flow',
    ...flow,
    supportsLora: true,
    supportsControlNet: false,
    supportsIPAdapter: false,
    defaultSteps: 30,
    defaultCFG: 5,
  },
  {
    name: 'HiDream Dev',
    code: 'hidreamdev',
    family: 'flow',
    ...flow,
    supportsLora: true,
    supportsControlNet: false,
    supportsIPAdapter: false,
    defaultSteps: 28,
    defaultCFG: 1,
  },
  {
    name: 'HiDream Fast',
    code: 'hidreamfast',
    family: 'flow',
    ...flow,
    supportsLora: true,
    supportsControlNet: false,
    supportsIPAdapter: false,
    defaultSteps: 16,
    defaultCFG: 1,
  },
];

/** Scheduler keys are the names the provider accepts; the first of each list is the default. */
const SCHEDULERS: Record<Family, readonly [key: string, friendlyName: string][]> = {
  sd: [
    ['Default', 'Default'],
    ['Euler', 'Euler'],
    ['Euler a', 'Euler Ancestral'],
    ['DPM++ 2M', 'DPM++ 2M'],
    ['DPM++ 2M Karras', 'DPM++ 2M Karras'],
    ['DPM++ SDE Karras', 'DPM++ SDE Karras'],
    ['DDIM', 'DDIM'],
    ['UniPC', 'UniPC'],
    ['Heun', 'Heun'],
    ['LMS', 'LMS'],
  ],
  'sd-fast': [
    ['Default', 'Default'],
    ['Euler', 'Euler'],
    ['Euler a', 'Euler Ancestral'],
    ['DPM++ SDE', 'DPM++ SDE'],
    ['DPM++ SDE Karras', 'DPM++ SDE Karras'],
  ],
  lcm: [
    ['Default', 'Default'],
    ['LCM', 'LCM'],
    ['Euler', 'Euler'],
  ],
  flow: [
    ['Default', 'Default'],
    ['FlowMatchEulerDiscreteScheduler', 'Flow Match Euler'],
    ['Euler', 'Euler'],
  ],
};

export function schedulersFor(family: Family) {
  return SCHEDULERS[family].map(([schedulerKey, friendlyName], index) => ({
    schedulerKey,
    friendlyName,
    isDefault: index === 0,
  }));
}

/** The spec's four presets for every architecture, plus a native square for SD 1.5 models. */
export function sizePresetsFor(nativeEdge: 512 | 1024) {
  const presets = [
    { name: 'square', label: 'Square', width: 1024, height: 1024 },
    { name: 'portrait', label: 'Portrait', width: 1024, height: 1536 },
    { name: 'landscape', label: 'Landscape', width: 1536, height: 1024 },
    // 1080 is not a multiple of 64, which every architecture asks: the nearest valid height.
    { name: 'wide', label: 'Widescreen', width: 1920, height: 1088 },
  ];
  if (nativeEdge === 512)
    presets.push({ name: 'square-512', label: 'Square (512)', width: 512, height: 512 });
  return presets.map((preset, sortOrder) => ({ ...preset, sortOrder }));
}

interface ModelSeed {
  name: string;
  version: string;
  air: string;
  architecture: string;
  category: (typeof MODEL_CATEGORIES)[number];
  modelType: 'base' | 'inpainting' | null;
  triggerWords?: string[];
  tags: string[];
  defaultSteps: number;
  defaultCFG: number;
  defaultWidth?: number;
  defaultHeight?: number;
  extras: {
    lora: boolean;
    controlnet: boolean;
    vae: boolean;
    ipadapter: boolean;
    embeddings: boolean;
  };
}

const fullExtras = { lora: true, controlnet: true, vae: true, ipadapter: true, embeddings: true };
const fluxExtras = {
  lora: true,
  controlnet: true,
  vae: false,
  ipadapter: false,
  embeddings: false,
};

/** Starter base models; `rundiffusion:130@100` is the product's default model. */
export const DEFAULT_MODEL_AIR = 'rundiffusion:130@100';

export const BASE_MODELS: readonly ModelSeed[] = [
  {
    name: 'Juggernaut Pro Flux',
    version: 'Pro',
    air: DEFAULT_MODEL_AIR,
    architecture: 'FLUX.1 D',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['photorealistic', 'flux'],
    defaultSteps: 28,
    defaultCFG: 3.5,
    extras: fluxExtras,
  },
  {
    name: 'FLUX.1 Dev',
    version: '1.0',
    air: 'runware:101@1',
    architecture: 'FLUX.1 D',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['flux', 'general'],
    defaultSteps: 28,
    defaultCFG: 3.5,
    extras: fluxExtras,
  },
  {
    name: 'FLUX.1 Kontext [dev]',
    version: '1.0',
    air: 'runware:106@1',
    architecture: 'FLUX.1 Kontext D',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['flux', 'kontext', 'editing'],
    defaultSteps: 28,
    defaultCFG: 2.5,
    extras: { lora: false, controlnet: false, vae: false, ipadapter: false, embeddings: false },
  },
  {
    name: 'FLUX.1 Schnell',
    version: '1.0',
    air: 'runware:100@1',
    architecture: 'FLUX.1 S',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['flux', 'fast'],
    defaultSteps: 4,
    defaultCFG: 1,
    extras: fluxExtras,
  },
  {
    name: 'SDXL',
    version: 'v1.0 VAE fix',
    air: 'civitai:101055@128078',
    architecture: 'SDXL 1.0',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['base model', 'photorealistic'],
    defaultSteps: 20,
    defaultCFG: 7.5,
    extras: fullExtras,
  },
  {
    name: 'Juggernaut XL',
    version: 'Ragnarok',
    air: 'civitai:133005@1759168',
    architecture: 'SDXL 1.0',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['photorealistic', 'cinematic'],
    defaultSteps: 30,
    defaultCFG: 6,
    extras: fullExtras,
  },
  {
    name: 'DreamShaper',
    version: '8',
    air: 'civitai:4384@128713',
    architecture: 'SD 1.5',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['anime', 'fantasy', 'illustration'],
    defaultSteps: 25,
    defaultCFG: 7,
    defaultWidth: 512,
    defaultHeight: 512,
    extras: fullExtras,
  },
  {
    name: 'Pony Diffusion V6 XL',
    version: 'V6 (start with this one)',
    air: 'civitai:257749@290640',
    architecture: 'Pony',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['anime', 'pony', 'cartoon'],
    defaultSteps: 25,
    defaultCFG: 7,
    extras: fullExtras,
  },
  {
    name: 'AutismMix SDXL',
    version: 'Pony',
    air: 'civitai:288584@324619',
    architecture: 'Pony',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['anime', 'pony'],
    defaultSteps: 25,
    defaultCFG: 7,
    extras: fullExtras,
  },
  {
    name: 'Stable Diffusion 3 Medium',
    version: 'Medium',
    air: 'runware:5@1',
    architecture: 'SD 3',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['sd3', 'general'],
    defaultSteps: 28,
    defaultCFG: 5,
    extras: { ...fluxExtras, controlnet: false },
  },
  {
    name: 'HiDream-I1 Fast',
    version: 'Fast',
    air: 'runware:97@3',
    architecture: 'HiDream Fast',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['hidream', 'fast'],
    defaultSteps: 16,
    defaultCFG: 1,
    extras: { ...fluxExtras, controlnet: false },
  },
  {
    name: 'HiDream-I1 Full',
    version: 'Full',
    air: 'runware:97@1',
    architecture: 'HiDream Full',
    category: 'checkpointBase',
    modelType: 'base',
    tags: ['hidream', 'quality'],
    defaultSteps: 30,
    defaultCFG: 5,
    extras: { ...fluxExtras, controlnet: false },
  },
];

const noExtras = {
  lora: false,
  controlnet: false,
  vae: false,
  ipadapter: false,
  embeddings: false,
};
const addOn = (
  seed: Omit<ModelSeed, 'modelType' | 'defaultSteps' | 'defaultCFG' | 'extras'>,
): ModelSeed => ({
  ...seed,
  modelType: null,
  defaultSteps: 20,
  defaultCFG: 7.5,
  extras: noExtras,
});

/** Starter add-ons (LoRAs, VAEs, ControlNets) so every major architecture has something to add. */
export const ADD_ON_MODELS: readonly ModelSeed[] = [
  addOn({
    name: 'Detail Tweaker XL',
    version: 'v1.0',
    air: 'civitai:132942@146296',
    architecture: 'SDXL 1.0',
    category: 'LoRA',
    tags: ['detail', 'tool'],
  }),
  addOn({
    name: 'Pixel Art XL',
    version: 'v1.1',
    air: 'civitai:120096@135931',
    architecture: 'SDXL 1.0',
    category: 'LoRA',
    tags: ['pixel art', 'style'],
    triggerWords: ['pixel art'],
  }),
  addOn({
    name: 'Detail Tweaker LoRA',
    version: 'v1.0',
    air: 'civitai:58390@62833',
    architecture: 'SD 1.5',
    category: 'LoRA',
    tags: ['detail', 'tool'],
  }),
  addOn({
    name: 'Anime Screencap Style',
    version: 'Pony v1',
    air: 'civitai:264290@298301',
    architecture: 'Pony',
    category: 'LoRA',
    tags: ['anime', 'style'],
    triggerWords: ['anime screencap', 'anime coloring'],
  }),
  addOn({
    name: 'FLUX Realism LoRA',
    version: 'v1.0',
    air: 'civitai:631986@706528',
    architecture: 'FLUX.1 D',
    category: 'LoRA',
    tags: ['photorealistic', 'flux'],
    triggerWords: ['realism'],
  }),
  addOn({
    name: 'SDXL VAE',
    version: 'sdxl_vae',
    air: 'civitai:296576@333245',
    architecture: 'SDXL 1.0',
    category: 'VAE',
    tags: ['vae'],
  }),
  addOn({
    name: 'vae-ft-mse-840000-ema-pruned',
    version: 'v1.0',
    air: 'civitai:276082@311162',
    architecture: 'SD 1.5',
    category: 'VAE',
    tags: ['vae'],
  }),
  addOn({
    name: 'SDXL ControlNet Canny',
    version: '1.0',
    air: 'runware:20@1',
    architecture: 'SDXL 1.0',
    category: 'Controlnet',
    tags: ['controlnet', 'canny'],
  }),
];
