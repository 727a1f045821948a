import { type TaskParameters } from '../../protocol/task-parameters.js';
import { readInputImage } from '../common/input-image-parameter.js';
import { parseCommonOptions, parseUtilityModel } from '../common/utility-parameters.js';
import { parseOutputOptions } from '../image-output/output-options.js';
import { IMAGE_TOOL_PARAMETERS } from '../image-tools/image-tool-handler.js';
import { FACTORS_BY_UPSCALER, UPSCALE_FACTORS, type UpscaleRequest } from './upscale-request.js';

const UPSCALE_PARAMETERS: ReadonlySet<string> = new Set([
  ...IMAGE_TOOL_PARAMETERS,
  'upscaleFactor',
]);

/**
 * Validates an upscale task: upscaleFactor 2 or 4, and 4 only on an upscaler
 * that takes it; PNG unless told otherwise.
 */
export function parseUpscale(parameters: TaskParameters): UpscaleRequest {
  const common = parseCommonOptions(parameters, UPSCALE_PARAMETERS);
  const inputImage = readInputImage(parameters);
  if (!parameters.has('upscaleFactor')) parameters.missing('upscaleFactor', 'integer');
  const upscaleFactor = parameters.task.upscaleFactor;
  if (!UPSCALE_FACTORS.some((factor) => factor === upscaleFactor)) {
    parameters.reject(
      'invalidUpscaleFactor',
      'upscaleFactor',
      'integer',
      `Invalid value for upscaleFactor parameter. It must be one of ${UPSCALE_FACTORS.join(', ')}.`,
      { allowedValues: UPSCALE_FACTORS },
    );
  }
  const model = parseUtilityModel(parameters);
  const factors = (model && FACTORS_BY_UPSCALER[model]) || UPSCALE_FACTORS;
  if (!factors.includes(upscaleFactor as number)) {
    parameters.reject(
      'invalidUpscaleFactor',
      'upscaleFactor',
      'integer',
      `Invalid value for upscaleFactor parameter. ${model} upscales by ${factors.join(' or ')}.`,
      { allowedValues: factors },
    );
  }
  parameters.optionalObject('settings');
  const output = parseOutputOptions(parameters, 'PNG');
  return { ...common, inputImage, upscaleFactor: upscaleFactor as number, output };
}
