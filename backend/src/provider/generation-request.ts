/** What the product asks the image provider for, in the product's own terms (spec part 1 §3). */
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

export interface IpAdapterRequest extends WeightedModel {
  guideImage?: string;
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
