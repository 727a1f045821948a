import { type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { type OutputFormat } from '../../rendering/output-format.js';
import { type DeliveryMethod } from '../task-handler.js';

export const OUTPUT_TYPES = ['URL', 'base64Data', 'dataURI'] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number];

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
}
