import { type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { type TaskParameters } from '../../protocol/task-parameters.js';
import { isImageReference } from './image-reference.js';

/**
 * Refuses a parameter the model's architecture does not take, in the provider's words:
 * `code` (an `unsupportedArchitecture…`), the model and its architecture named.
 */
export function refuseOnArchitecture(
  parameters: TaskParameters,
  model: CatalogueModel,
  parameter: string,
  code: string,
  type: string,
): never {
  return parameters.reject(
    code,
    parameter,
    type,
    `Parameter ${parameter} is not supported for the selected model configuration. The model ${model.air} has architecture ${model.architecture}.`,
    { baseModelArchitecture: model.architecture },
  );
}

/** Refuses with `code` the first item of an image list that cannot name an image, as `list[index]`. */
export function refuseNonImageItems(
  parameters: TaskParameters,
  list: string,
  images: readonly unknown[],
  code: string,
): void {
  images.forEach((image, index) => {
    if (!isImageReference(image))
      parameters.reject(
        code,
        `${list}[${index}]`,
        'string',
        `Invalid value for ${list}[${index}] parameter. It must be an image UUID, URL, data URI or base64.`,
      );
  });
}
