/** One model the simulated provider knows, in the vocabulary of the provider's modelSearch. */

export const MODEL_CATEGORIES = [
  'checkpoint',
  'lora',
  'lycoris',
  'controlnet',
  'vae',
  'embeddings',
  'ipadapter',
] as const;
export type ModelCategory = (typeof MODEL_CATEGORIES)[number];

export const CHECKPOINT_TYPES = ['base', 'inpainting', 'refiner'] as const;
export type CheckpointType = (typeof CHECKPOINT_TYPES)[number];

export const ARCHITECTURE_CODES = [
  'sdxl',
  'sdxlturbo',
  'sdxllightning',
  'sdxlhyper',
  'sdxldistilled',
  'sdxllcm',
  'sd1x',
  'sd1xlcm',
  'sdhyper',
  'sd3',
  'pony',
  'flux1d',
  'flux1s',
  'fluxkontextdev',
  'hidreamfull',
  'hidreamdev',
  'hidreamfast',
] as const;
export type ArchitectureCode = (typeof ARCHITECTURE_CODES)[number];

export const CONTROLNET_CONDITIONINGS = [
  'blur',
  'canny',
  'depth',
  'gray',
  'hed',
  'inpaint',
  'inpaintdepth',
  'lineart',
  'lowquality',
  'normal',
  'openmlsd',
  'openpose',
  'outfit',
  'pix2pix',
  'qrcode',
  'scribble',
  'seg',
  'shuffle',
  'sketch',
  'softedge',
  'tile',
] as const;
export type ControlNetConditioning = (typeof CONTROLNET_CONDITIONINGS)[number];

export interface CheckpointDefaults {
  defaultWidth: number;
  defaultHeight: number;
  defaultSteps: number;
  defaultScheduler: string;
  defaultCFG: number;
}

export interface CatalogueModel {
  air: string;
  name: string;
  version: string;
  category: ModelCategory;
  architecture: ArchitectureCode;
  tags: string[];
  private: boolean;
  comment: string;
  /** Checkpoints only. */
  type?: CheckpointType;
  /** Checkpoints only. */
  defaults?: CheckpointDefaults;
  /** Inpainting checkpoints only. */
  defaultStrength?: number;
  /** Comma-separated, as the provider sends them (lora, lycoris, embeddings). */
  positiveTriggerWords?: string;
  /** ControlNet models only. */
  conditioning?: ControlNetConditioning;
}
