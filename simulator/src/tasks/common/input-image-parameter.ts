import { type TaskParameters } from '../../protocol/task-parameters.js';

/** The image a utility task works on, as sent, with the name of the parameter that carried it. */
export interface InputImageValue {
  name: 'inputImage' | 'inputs.image';
  value: unknown;
}

/** `inputImage`, or `inputs.image` in the 2026 form; `missingInputImage` when neither is there. */
export function readInputImage(parameters: TaskParameters): InputImageValue {
  if (parameters.has('inputImage'))
    return { name: 'inputImage', value: parameters.task.inputImage };
  const image = parameters.optionalObject('inputs')?.image;
  if (image !== undefined && image !== null) return { name: 'inputs.image', value: image };
  return parameters.missing('inputImage', 'string');
}
