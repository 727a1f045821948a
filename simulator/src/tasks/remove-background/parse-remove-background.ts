import { type TaskParameters } from '../../protocol/task-parameters.js';
import { readInputImage } from '../common/input-image-parameter.js';
import { parseCommonOptions, parseUtilityModel } from '../common/utility-parameters.js';
import { parseOutputOptions } from '../image-output/output-options.js';
import { IMAGE_TOOL_PARAMETERS } from '../image-tools/image-tool-handler.js';
import { type RemoveBackgroundRequest } from './remove-background-request.js';

const REMOVE_BACKGROUND_PARAMETERS: ReadonlySet<string> = new Set(IMAGE_TOOL_PARAMETERS);

/**
 * Validates a removeBackground task. PNG unless told otherwise: only PNG and WEBP
 * keep the transparency. `settings` (RemBG's alpha matting, …) is taken and has no effect.
 */
export function parseRemoveBackground(parameters: TaskParameters): RemoveBackgroundRequest {
  const common = parseCommonOptions(parameters, REMOVE_BACKGROUND_PARAMETERS);
  const inputImage = readInputImage(parameters);
  parseUtilityModel(parameters);
  parameters.optionalObject('settings');
  const output = parseOutputOptions(parameters, 'PNG');
  return { ...common, inputImage, output };
}
