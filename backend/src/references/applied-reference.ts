import { type EntityManager } from 'typeorm';
import { type Architecture } from '../catalog/entities/architecture.entity.js';
import { NotFoundError, ValidationFailedError } from '../common/errors/domain-errors.js';
import { isUuid } from '../common/validation/uuid.js';
import { type GenerateImagesInput } from '../generation/dto/generate-images.input.js';
import { takesIpAdapterOptions } from '../generation/ip-adapters.js';
import { assertReferenceImagesFit } from '../generation/refinements.js';
import { SavedReference } from './entities/saved-reference.entity.js';

/** One of the user's references; another user's (or an unknown) id is not found, naming `field`. */
export async function ownedReference(
  manager: EntityManager,
  userId: string,
  id: string,
  field: string,
): Promise<SavedReference> {
  const reference = isUuid(id)
    ? await manager.findOne(SavedReference, { where: { id, userId } })
    : null;
  if (!reference) throw new NotFoundError('Reference not found', { field });
  return reference;
}

/**
 * A generation with a saved reference applied, before any other check: where the architecture
 * edits reference images (FLUX.1 Kontext), its images join `referenceImages`, up to the
 * architecture's count; otherwise a character becomes `pulid` with its images, and a style adds
 * its images to the request's first IP-Adapter (whose model the request names) with the style's
 * weightType and combineMethod where the request names none and the architecture takes them
 * (elsewhere they are left out rather than refused: the style stays usable on every architecture
 * with IP-Adapters). Refused, naming the field, where the model's architecture has not got the
 * feature (its capabilities; none recorded leaves it to the provider), with an explicit `pulid`
 * besides a character, and for a style without an IP-Adapter.
 */
export function withReference(
  input: GenerateImagesInput,
  reference: SavedReference,
  architecture: Architecture | null | undefined,
): GenerateImagesInput {
  const capability = architecture?.capability;
  const refuse = (message: string, field = 'referenceId') => {
    throw new ValidationFailedError(message, { field });
  };
  // An instruction edit (FLUX.1 Kontext) starts from the reference's images, whatever its kind.
  if (capability && capability.maxReferenceImages > 0) {
    const referenceImages = [...(input.referenceImages ?? []), ...reference.images];
    assertReferenceImagesFit(referenceImages.length, architecture!, 'referenceId');
    return { ...input, referenceImages };
  }
  if (reference.kind === 'character') {
    if (capability && !capability.supportsPulid)
      refuse(`${architecture!.architecture} models do not take a character reference`);
    if (input.pulid) refuse('A character reference replaces pulid: send one or the other');
    return { ...input, pulid: { images: [...reference.images] } };
  }
  if (capability && !capability.supportsIPAdapter)
    refuse(`${architecture!.architecture} models do not take a style reference`);
  const [first, ...others] = input.ipAdapters ?? [];
  if (!first)
    refuse('A style reference needs an IP-Adapter: choose its model in ipAdapters', 'ipAdapters');
  const options = takesIpAdapterOptions(architecture?.code)
    ? {
        weightType: first.weightType ?? reference.weightType ?? undefined,
        combineMethod: first.combineMethod ?? reference.combineMethod ?? undefined,
      }
    : {};
  return {
    ...input,
    ipAdapters: [
      { ...first, ...options, guideImages: [...(first.guideImages ?? []), ...reference.images] },
      ...others,
    ],
  };
}
