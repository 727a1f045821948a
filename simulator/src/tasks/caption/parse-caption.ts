import { type TaskParameters } from '../../protocol/task-parameters.js';
import { readInputImage } from '../common/input-image-parameter.js';
import {
  COMMON_PARAMETERS,
  parseCommonOptions,
  parseUtilityModel,
} from '../common/utility-parameters.js';
import { type InputTaskRequest } from '../image-tools/input-task-handler.js';
import { PROMPT_MAX_LENGTH } from '../common/prompt-lengths.js';

const CAPTION_PARAMETERS: ReadonlySet<string> = new Set([
  ...COMMON_PARAMETERS,
  'inputImage',
  'inputs',
  'model',
  'prompt',
]);

/** A validated caption (or imageCaption) task; the input is not read yet. */
export type CaptionRequest = InputTaskRequest;

/**
 * Validates a caption task. `prompt` (the question a vision model is asked) is
 * taken and does not change the caption.
 */
export function parseCaption(parameters: TaskParameters): CaptionRequest {
  const common = parseCommonOptions(parameters, CAPTION_PARAMETERS);
  const inputImage = readInputImage(parameters);
  parseUtilityModel(parameters);
  parameters.optionalString('prompt', { min: 1, max: PROMPT_MAX_LENGTH });
  return { ...common, inputImage };
}
