import { type TaskParameters } from '../../protocol/task-parameters.js';
import {
  refuseUnknownParameters,
  refuseUnsimulatedDelivery,
} from '../common/parameter-refusals.js';
import { COMMON_PARAMETERS } from '../common/utility-parameters.js';

const IMAGE_UPLOAD_PARAMETERS: ReadonlySet<string> = new Set([...COMMON_PARAMETERS, 'image']);

/**
 * Validates an imageUpload task and answers its `image` value, not yet read. It is
 * free (includeCost adds nothing) and answered in the HTTP response: the simulator does not keep
 * uploads for getResponse, so `deliveryMethod: "async"` is refused.
 */
export function parseImageUpload(parameters: TaskParameters): unknown {
  refuseUnknownParameters(parameters, IMAGE_UPLOAD_PARAMETERS);
  refuseUnsimulatedDelivery(parameters);
  if (!parameters.has('image')) parameters.missing('image', 'string');
  parameters.optionalBoolean('includeCost');
  if (parameters.has('deliveryMethod') && parameters.task.deliveryMethod !== 'sync') {
    parameters.reject(
      'invalidDeliveryMethod',
      'deliveryMethod',
      'string',
      'Invalid value for deliveryMethod parameter. The simulator answers imageUpload synchronously: send "sync" or leave it out.',
      { allowedValues: ['sync'] },
    );
  }
  return parameters.task.image;
}
