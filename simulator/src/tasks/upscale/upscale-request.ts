import { type InputImageValue } from '../common/input-image-parameter.js';
import { type CommonOptions } from '../common/utility-parameters.js';
import { type OutputOptions } from '../image-output/output-options.js';

export const UPSCALE_FACTORS = [2, 3, 4] as const;

/** A validated upscale (or imageUpscale) task; the input image is not read yet. */
export interface UpscaleRequest extends CommonOptions {
  inputImage: InputImageValue;
  upscaleFactor: number;
  output: OutputOptions;
}
