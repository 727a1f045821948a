import { type InputImageValue } from '../common/input-image-parameter.js';
import { type CommonOptions } from '../common/utility-parameters.js';
import { type OutputOptions } from '../image-output/output-options.js';

/** A validated removeBackground (or imageBackgroundRemoval) task; the input is not read yet. */
export interface RemoveBackgroundRequest extends CommonOptions {
  inputImage: InputImageValue;
  output: OutputOptions;
}
