/** What the product asks the image provider for, in the product's own terms. */
export type ImageFormat = 'png' | 'jpeg' | 'webp';
export type PromptWeighting = 'None' | 'Compel' | 'SdEmbeds';

export interface WeightedModel {
  model: string;
  weight: number;
}

export interface ControlNetRequest extends WeightedModel {
  guideImage?: string;
  startStep?: number;
  endStep?: number;
  controlMode?: 'prompt' | 'controlnet' | 'balanced';
}

/** How an IP-Adapter's influence evolves during generation (Runware's `weightType`). */
export const IP_ADAPTER_WEIGHT_TYPES = [
  'normal',
  'ease_in',
  'ease_out',
  'ease_in_out',
  'weak_input',
  'weak_output',
  'weak_middle',
  'strong_middle',
  'style_transfer',
  'composition',
  'strong_style_transfer',
  'style_and_composition',
  'strong_style_and_composition',
] as const;
export type IpAdapterWeightType = (typeof IP_ADAPTER_WEIGHT_TYPES)[number];

/** How several reference images of one IP-Adapter are combined (Runware's `combineMethod`). */
export const IP_ADAPTER_COMBINE_METHODS = [
  'concat',
  'add',
  'subtract',
  'average',
  'norm_average',
] as const;
export type IpAdapterCombineMethod = (typeof IP_ADAPTER_COMBINE_METHODS)[number];

/** Which embedding components an IP-Adapter uses (Runware's `embedScaling`). */
export const IP_ADAPTER_EMBED_SCALINGS = [
  'only_v',
  'kv',
  'kv_penalty_c',
  'k_mean_v_penalty_c',
] as const;
export type IpAdapterEmbedScaling = (typeof IP_ADAPTER_EMBED_SCALINGS)[number];

export interface IpAdapterRequest extends WeightedModel {
  /** The reference images (UUID, URL or data URI), at least one. */
  guideImages: string[];
  weightType?: IpAdapterWeightType;
  /** 0–1: how much the references steer the layout. */
  weightComposition?: number;
  embedScaling?: IpAdapterEmbedScaling;
  combineMethod?: IpAdapterCombineMethod;
}

/** The upscalers a hires fix's second pass may use (Runware's `hiresFix.model`). */
export const HIRES_FIX_UPSCALERS = [
  'runware:esrgan@ultrasharp',
  'runware:esrgan@animesharp',
  'runware:realesrgan@anime-6b',
  'runware:504@1',
] as const;
export type HiresFixUpscaler = (typeof HIRES_FIX_UPSCALERS)[number];

/** Hires fix: the picture upscaled and drawn again in a second pass (Runware's `hiresFix`). */
export interface HiresFixRequest {
  upscaler: HiresFixUpscaler;
  /** The second pass's steps. */
  steps: number;
  /** 0–1: how far the second pass moves from the upscaled first. */
  strength: number;
}

/** Face refinement: faces found and drawn again (Runware's `ultralytics`). */
export interface FaceRefinementRequest {
  steps: number;
  /** 0–1: how far a face may move from the first drawing. */
  strength: number;
  /** 0–1: how sure the detector must be that it is a face; the provider's default when unset. */
  confidence?: number;
}

/** Outpainting: pixels added past each edge of the seed image (Runware's `outpaint`). */
export interface OutpaintRequest {
  top: number;
  right: number;
  bottom: number;
  left: number;
  /** 0–32: how softly the new area meets the old. */
  blur: number;
}

/** PuLID: identity images kept in what is drawn (Runware's `pulid`). */
export interface PulidRequest {
  /** Each as the provider takes it: an imageUUID, a URL or a data URL. */
  images: string[];
  idWeight?: number;
  trueCfgScale?: number;
  startStepPercentage?: number;
}

export interface ImageGenerationRequest {
  taskUUID: string;
  model: string;
  positivePrompt: string;
  /** Already omitted by the caller for architectures that refuse it. */
  negativePrompt?: string;
  width: number;
  height: number;
  format: ImageFormat;
  numberResults: number;
  scheduler?: string;
  steps?: number;
  cfgScale?: number;
  seed?: number;
  promptWeighting?: PromptWeighting;
  clipSkip?: number;
  seedImage?: string;
  maskImage?: string;
  /** 0–1: how far to move from the seed image. */
  strength?: number;
  loras?: WeightedModel[];
  embeddings?: WeightedModel[];
  controlNets?: ControlNetRequest[];
  ipAdapters?: IpAdapterRequest[];
  vae?: string;
  checkNsfw?: boolean;
  hiresFix?: HiresFixRequest;
  faceRefinement?: FaceRefinementRequest;
  /** A transparent background (Runware's `layerDiffuse`); the format is then PNG. */
  transparentBackground?: boolean;
  /** The seed image extended; width and height are the extended size. */
  outpaint?: OutpaintRequest;
  /** 32–128: context pixels around the masked area when inpainting. */
  maskMargin?: number;
  /** Identity reference images (FLUX.1 Dev). */
  pulid?: PulidRequest;
  /** Images an instruction edits (FLUX.1 Kontext), each as the provider takes it. */
  referenceImages?: string[];
}

export interface GeneratedImage {
  imageURL: string;
  imageUUID?: string;
  seed?: number;
  /** USD, as the provider reported it. */
  cost?: number;
  nsfw?: boolean;
}

/** Where and as whom to call the provider; a user's own key or endpoint overrides the operator's. */
export interface ProviderCallOptions {
  apiKey?: string;
  endpoint?: string;
}

/** What a text tool answered: an enhanced prompt, or a caption. */
export interface GeneratedText {
  text: string;
  /** USD, as the provider reported it. */
  cost?: number;
}

/** Whatever one task answered: images for an image task, texts for a text tool. */
export interface TaskOutput {
  images: GeneratedImage[];
  texts: GeneratedText[];
}
