import { type ArchitectureProfile } from '../../catalogue/architectures.js';
import { type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { type InputImageResolver } from '../../images/input-image-resolver.js';
import { type TaskParameters } from '../../protocol/task-parameters.js';
import { refuseNonImageItems, refuseOnArchitecture } from './architecture-refusals.js';
import { type Identity, meanColourOf } from './pulid.js';

/** How much of the reference images' colour shows in what is drawn from them. */
const REFERENCE_SHARE = 0.45;
const CODE = 'invalidReferenceImages';

/** `inputs.referenceImages` as the task sent it: where it was found and the images, not yet read. */
export interface ReferenceImagesRequest {
  /** `inputs.referenceImages`, or `referenceImages` in the 2025 top-level form. */
  parameter: string;
  images: string[];
}

/**
 * `inputs.referenceImages` (or the 2025 top-level `referenceImages`): only where the model's
 * architecture takes them (`unsupportedArchitectureReferenceImages` elsewhere), 1 up to its count,
 * each an image reference.
 */
export function parseReferenceImages(
  parameters: TaskParameters,
  inputs: Record<string, unknown>,
  model: CatalogueModel,
  profile: ArchitectureProfile,
): ReferenceImagesRequest | undefined {
  const nested = inputs.referenceImages;
  const parameter = nested !== undefined ? 'inputs.referenceImages' : 'referenceImages';
  const images = nested ?? parameters.task.referenceImages;
  if (images === undefined || images === null) return undefined;
  const most = profile.features.referenceImages;
  if (most === 0)
    refuseOnArchitecture(
      parameters,
      model,
      parameter,
      'unsupportedArchitectureReferenceImages',
      'array',
    );
  if (!Array.isArray(images) || images.length === 0 || images.length > most)
    parameters.reject(
      CODE,
      parameter,
      'array',
      `Invalid value for ${parameter} parameter. It must be a list of 1 to ${most} images for architecture ${model.architecture}.`,
    );
  refuseNonImageItems(parameters, parameter, images, CODE);
  return { parameter, images: images as string[] };
}

/**
 * Reads every reference image (`invalidReferenceImages` naming the one that cannot be read) and
 * keeps their mean colour: what is drawn takes after them, so the edit visibly started from them.
 */
export async function resolveReferenceImages(
  parameters: TaskParameters,
  request: ReferenceImagesRequest,
  resolver: InputImageResolver,
): Promise<Identity> {
  const colour = await meanColourOf(
    parameters,
    resolver,
    request.images,
    (index) => `${request.parameter}[${index}]`,
    CODE,
  );
  return { colour, share: REFERENCE_SHARE };
}
