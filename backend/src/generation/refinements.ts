import { type Architecture } from '../catalog/entities/architecture.entity.js';
import { firstPassWork, type ImagePriceKey } from '../credits/image-price-book.js';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { type GenerateImagesInput } from './dto/generate-images.input.js';

/**
 * How much larger a hires fix makes each side. The product does not send `upscaleFactor` (the
 * 2026 schema admits only 4 there); the provider's second pass then doubles width and height, as
 * the field's own description says 2 does (docs/runware-contract.md).
 */
export const HIRES_FIX_SCALE = 2;

/** The area a face is redrawn at, in megapixels: one 512² region per image. */
const FACE_REGION_MEGAPIXELS = (512 * 512) / (1024 * 1024);

/**
 * The work of one image in megapixel·steps, refinements included: the first pass, the hires pass
 * at the larger size with its own steps, and a face region's pass. What the provider charges grows
 * with it, so the price book prices (and learns from) this work rather than the first pass alone.
 */
export function imageWork(
  size: { width: number; height: number; steps: number },
  input: Pick<GenerateImagesInput, 'hiresFix' | 'faceRefinement'>,
): number {
  let work = firstPassWork(size);
  // The hires pass: the same picture at HIRES_FIX_SCALE² its pixels, for its own steps.
  if (input.hiresFix)
    work += firstPassWork({ ...size, steps: input.hiresFix.steps }) * HIRES_FIX_SCALE ** 2;
  if (input.faceRefinement) work += FACE_REGION_MEGAPIXELS * input.faceRefinement.steps;
  return work;
}

/** What a generation's price depends on, from its model and its parameters as asked. */
export function priceKeyOf(
  model: { air: string; architectureCode: string | null; defaultSteps: number | null },
  parameters: Pick<
    GenerateImagesInput,
    'width' | 'height' | 'steps' | 'hiresFix' | 'faceRefinement'
  >,
): ImagePriceKey {
  const size = {
    width: parameters.width,
    height: parameters.height,
    // What the provider runs when none are sent: the model's default.
    steps: parameters.steps ?? model.defaultSteps ?? 20,
  };
  return {
    modelAir: model.air,
    architectureCode: model.architectureCode,
    ...size,
    work: imageWork(size, parameters),
  };
}

/**
 * Refuses, before any charge, a seed image, refinement, outpainting, PuLID or reference images the model's
 * architecture does not take (its capabilities), and a transparent background in a format that
 * cannot keep it. An architecture
 * without recorded capabilities is left to the provider, as for every other limit.
 */
export function assertRefinementsSupported(
  input: GenerateImagesInput,
  architecture: Architecture | null | undefined,
): void {
  if (input.transparentBackground && input.format !== 'png')
    throw new ValidationFailedError('A transparent background needs format png', {
      field: 'format',
    });
  const capability = architecture?.capability;
  if (!architecture || !capability) return;
  const asked = [
    // First: an expand or an inpaint on such an architecture is refused for its seed image.
    [
      'seedImage',
      Boolean(input.seedImage || input.maskImage),
      capability.supportsSeedImage,
      'a seed image (image to image, inpainting, variations, expanding)',
    ],
    ['hiresFix', Boolean(input.hiresFix), capability.supportsHiresFix, 'hires fix'],
    [
      'faceRefinement',
      Boolean(input.faceRefinement),
      capability.supportsFaceRefinement,
      'face refinement',
    ],
    ['outpaint', Boolean(input.outpaint), capability.supportsOutpaint, 'outpainting'],
    ['pulid', Boolean(input.pulid), capability.supportsPulid, 'identity reference images (PuLID)'],
    [
      'transparentBackground',
      Boolean(input.transparentBackground),
      capability.supportsTransparentBackground,
      'a transparent background',
    ],
  ] as const;
  for (const [field, wanted, supported, what] of asked)
    if (wanted && !supported)
      throw new ValidationFailedError(`${architecture.architecture} models do not take ${what}`, {
        field,
      });
  assertReferenceImagesFit(input.referenceImages?.length ?? 0, architecture, 'referenceImages');
}

/**
 * Refuses, naming `field`, more reference images to edit than the architecture takes (its
 * `maxReferenceImages`, 0 where it takes none).
 */
export function assertReferenceImagesFit(
  count: number,
  architecture: Architecture,
  field: string,
): void {
  const most = architecture.capability?.maxReferenceImages ?? 0;
  if (count === 0 || !architecture.capability) return;
  if (most === 0)
    throw new ValidationFailedError(
      `${architecture.architecture} models do not take reference images to edit`,
      { field },
    );
  if (count > most)
    throw new ValidationFailedError(
      `${architecture.architecture} models take at most ${most} reference images`,
      { field },
    );
}
