import {
  HIRES_FIX_UPSCALERS,
  IMAGE_FORMATS,
  PROMPT_WEIGHTINGS,
} from '../../graphql/generated/limits';
import type { CombineMethod, WeightType } from './ipAdapterOptions';
/**
 * The generation parameters of the dashboard with their defaults and limits. Plain data: the
 * reducer, storage, favorites and the generate call all speak this shape.
 */

/** The image formats and prompt weightings the server takes: its lists, generated from them. */
export { IMAGE_FORMATS, PROMPT_WEIGHTINGS };
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type PromptWeighting = (typeof PROMPT_WEIGHTINGS)[number];

export const CONTROL_MODES = ['balanced', 'prompt', 'controlnet'] as const;
export type ControlMode = (typeof CONTROL_MODES)[number];

/** A LoRA, ControlNet or IP-Adapter added to a generation. `id` is the model's AIR. */
export interface ExtraModel {
  id: string;
  name: string;
  weight: number;
  /** The add-on's architecture, for the mismatch warning; null when unknown. */
  architectureId?: number | null;
}

export interface ControlNetItem extends ExtraModel {
  guideImage?: string;
  startStep?: number;
  endStep?: number;
  controlMode?: ControlMode;
}

export interface IpAdapterItem extends ExtraModel {
  /** The first reference image (the spec's guide image). */
  guideImage?: string;
  /** More reference images, combined with the first by combineMethod. */
  guideImages?: string[];
  combineMethod?: CombineMethod;
  weightType?: WeightType;
}

export interface VaeChoice {
  id: string;
  name: string;
}

/** A saved character or style applied to the generation: the server applies it by id. */
export interface ReferenceChoice {
  id: string;
  kind: 'character' | 'style';
}

/**
 * An image an instruction edit starts from (FLUX.1 Kontext): what is sent (an uploaded image's
 * imageUUID or creation:<id> of a saved one) and what the page shows for it, null where the
 * settings name it alone (a generation's settings copied from the gallery): a placeholder then.
 */
export interface ReferenceImageChoice {
  image: string;
  preview: string | null;
}

/** A prompt style chosen for the prompt: the server applies it by id; the name is for the picker. */
export interface PromptStyleChoice {
  id: string;
  name: string;
}

export interface WeightedAir {
  id: string;
  weight: number;
}

/** The upscalers a hires fix's second pass may use: the server's list, generated from it. */
export { HIRES_FIX_UPSCALERS };

/** Hires fix: the image upscaled to twice its width and height and drawn again in a second pass. */
export interface HiresFix {
  upscaler: string;
  /** The second pass's steps, 1 to 100. */
  steps: number;
  /** How far the second pass moves from the upscaled first, 0 to 1. */
  strength: number;
}

/** Face refinement: faces found and drawn again at a higher resolution. */
export interface FaceRefinement {
  steps: number;
  strength: number;
  /** How sure the detector must be that it sees a face, 0 to 1; unset: the provider's default. */
  confidence?: number;
}

/** The shared image a generation remixes: a share link's slug and the image in it. */
export interface RemixOf {
  slug: string;
  creationId: string;
}

export interface GenerationParameters {
  prompt: string;
  negative_prompt: string;
  /** The prompt style the server wraps the prompt in; null sends the prompt as written. */
  style: PromptStyleChoice | null;
  /** The saved character or style applied; sent only where the architecture offers its kind. */
  reference: ReferenceChoice | null;
  /** Images the prompt's instruction edits; sent only where the architecture takes them. */
  referenceImages: ReferenceImageChoice[];
  /** The base model's AIR. */
  model_id: string;
  width: number;
  height: number;
  hd: boolean;
  /** A size preset's name ('square', ...) or 'custom'. */
  sizePreset: string;
  format: ImageFormat;
  imageCount: number;
  loras: ExtraModel[];
  /** Embeddings (textual inversions), weighted like LoRAs. */
  embeddings: ExtraModel[];
  controlnets: ControlNetItem[];
  ipadapters: IpAdapterItem[];
  airs: WeightedAir[];
  vae: VaeChoice | null;
  /** A scheduler key of the architecture; 'Default' leaves the choice to the provider. */
  scheduler: string;
  steps: number;
  cfgScale: number;
  seed: number | null;
  promptWeighting: PromptWeighting;
  clipSkip: number;
  /** The folder new images are saved to without asking; null asks each time. */
  folder: string | null;
  checkNsfw: boolean;
  /**
   * Image to image: the source, as the provider's imageUUID (an upload or a result) or
   * creation:<id> of a saved image; null for text to image.
   */
  seedImage: string | null;
  /** Inpainting: the uploaded mask's imageUUID (white repaints); only with a seedImage. */
  maskImage: string | null;
  /** Inpainting: context pixels (32 to 128) around the masked area; null: the provider's own. */
  maskMargin: number | null;
  /** How far to move from the source, 0 (keep it) to 1 (ignore it); only with a seedImage. */
  strength: number;
  /** The shared image these settings came from ("Remix"): the server credits it; null for none. */
  remixOf: RemixOf | null;
  /** Hires fix in the same pass (the images come out at twice the size); null: off. */
  hiresFix: HiresFix | null;
  /** Face refinement in the same pass; null: off. */
  faceRefinement: FaceRefinement | null;
  /** The background left transparent: only with the PNG format. */
  transparentBackground: boolean;
}

export const DEFAULT_NEGATIVE_PROMPT = 'blurry, bad quality';
export const DEFAULT_MODEL_AIR = 'rundiffusion:130@100';
export const DEFAULT_SCHEDULER = 'Default';
export const CUSTOM_PRESET = 'custom';
export const DEFAULT_DIMENSION = 1024;

export const LIMITS = {
  imageCount: { min: 1, max: 20, step: 1 },
  steps: { min: 1, max: 150, step: 1, displayFallback: 20 },
  cfgScale: { min: 1, max: 30, step: 0.5, displayFallback: 7.5 },
  clipSkip: { min: 0, max: 2, step: 1 },
  weight: { min: 0, max: 2, step: 0.01, initial: 1 },
  /** The provider's own default strength is 0.8. */
  strength: { min: 0, max: 1, step: 0.05, initial: 0.8 },
  negativePromptMinLength: 2,
  /** The random-seed button picks an integer below this. */
  seedBound: 1_000_000_000,
} as const;

export const DEFAULT_PARAMETERS: GenerationParameters = {
  prompt: '',
  negative_prompt: DEFAULT_NEGATIVE_PROMPT,
  style: null,
  reference: null,
  referenceImages: [],
  model_id: DEFAULT_MODEL_AIR,
  width: DEFAULT_DIMENSION,
  height: DEFAULT_DIMENSION,
  hd: true,
  sizePreset: 'square',
  format: 'jpeg',
  imageCount: 1,
  loras: [],
  embeddings: [],
  controlnets: [],
  ipadapters: [],
  airs: [],
  vae: null,
  scheduler: DEFAULT_SCHEDULER,
  steps: 20,
  cfgScale: 7,
  seed: null,
  promptWeighting: 'None',
  clipSkip: 0,
  folder: null,
  checkNsfw: false,
  seedImage: null,
  maskImage: null,
  maskMargin: null,
  strength: LIMITS.strength.initial,
  remixOf: null,
  hiresFix: null,
  faceRefinement: null,
  transparentBackground: false,
};

/** A fresh copy of the defaults (the lists are not shared between copies). */
export function defaultParameters(): GenerationParameters {
  return {
    ...DEFAULT_PARAMETERS,
    loras: [],
    embeddings: [],
    controlnets: [],
    ipadapters: [],
    airs: [],
  };
}
