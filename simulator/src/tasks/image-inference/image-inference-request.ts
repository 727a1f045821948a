import { type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { type OutputFormat } from '../../rendering/output-format.js';
import { type OutputType } from '../image-output/output-options.js';
import { type DeliveryMethod } from '../task-handler.js';
import { type OutpaintRequest } from './outpaint.js';
import { type RefinementRequest } from './parse-refinements.js';
import { type PulidRequest } from './pulid.js';
import { type ReferenceImagesRequest } from './reference-images.js';

export { OUTPUT_TYPES, type OutputType } from '../image-output/output-options.js';

/** A validated imageInference task: what rendering, pricing and the answer need. */
export interface ImageInferenceRequest {
  taskUUID: string;
  positivePrompt: string;
  negativePrompt?: string;
  model: CatalogueModel;
  width: number;
  height: number;
  /** The requested steps, or the model's default. */
  steps: number;
  /** The first image's seed when the client chose one; the others follow consecutively. */
  seed?: bigint;
  numberResults: number;
  outputType: OutputType;
  outputFormat: OutputFormat;
  outputQuality: number;
  includeCost: boolean;
  /** Whether each result carries NSFWContent (checkNSFW or safety). */
  checkContent: boolean;
  deliveryMethod: DeliveryMethod;
  ttl?: number;
  /** Image-to-image and inpainting: the image references, not yet read. */
  imageToImage?: ImageToImageInputs;
  /** Hires fix, face refinement and a transparent background, when asked for. */
  refinements: RefinementRequest;
  /** PuLID: identity images the pictures take after, not yet read. */
  pulid?: PulidRequest;
  /** FLUX.1 Kontext: the images the prompt's instruction edits, not yet read. */
  referenceImages?: ReferenceImagesRequest;
}

export interface ImageToImageInputs {
  /** A reference of the forms image-reference.ts accepts. */
  seedImage: string;
  /** White repaints, black keeps, grey blends. */
  maskImage?: string;
  /** 0–1: the weight of the newly painted picture over the seed image. */
  strength: number;
  /** Outpainting: the canvas extended past the seed image's edges. */
  outpaint?: OutpaintRequest;
}
