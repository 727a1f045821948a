import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { type GenerateImagesInput } from './dto/generate-images.input.js';
import { OUTPAINT_MULTIPLE, type OutpaintInput } from './dto/refinement.input.js';
import { type ImageSize } from './uploaded-images.js';

const OUTPAINT_SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** The size the provider will see of a seed or mask image, or null when it is not known here. */
export type SizeAtProvider = (value: string, field: string) => Promise<ImageSize | null>;

/**
 * Image to image and inpainting: a mask or a strength only with a seed image, and a mask of the
 * seed image's size. Sizes are compared here whenever both are known before anything is held:
 * inline images, images uploaded through this server (named by imageUUID) and saved creations
 * (SourceImages.sizeAtProvider). Any other of the caller's images (a result, an upload the
 * provider shrank, a URL) is checked by the provider, whose refusal is refunded.
 */
export async function assertSeedAndMask(
  input: GenerateImagesInput,
  sizeAtProvider: SizeAtProvider,
): Promise<void> {
  if (input.maskMargin !== undefined && input.maskMargin !== null && !input.maskImage)
    throw new ValidationFailedError('maskMargin applies only with a maskImage', {
      field: 'maskMargin',
    });
  if (!input.seedImage) {
    if (input.outpaint)
      throw new ValidationFailedError('outpaint needs a seedImage to extend', {
        field: 'seedImage',
      });
    if (input.maskImage)
      throw new ValidationFailedError('maskImage needs a seedImage to paint over', {
        field: 'seedImage',
      });
    if (input.strength !== undefined && input.strength !== null)
      throw new ValidationFailedError('strength applies only with a seedImage', {
        field: 'strength',
      });
    return;
  }
  if (input.outpaint) return assertOutpaint(input, input.outpaint, sizeAtProvider);
  if (!input.maskImage) return;
  const [seed, mask] = await Promise.all([
    sizeAtProvider(input.seedImage, 'seedImage'),
    sizeAtProvider(input.maskImage, 'maskImage'),
  ]);
  if (seed && mask && (seed.width !== mask.width || seed.height !== mask.height))
    throw new ValidationFailedError(
      `maskImage is ${mask.width}×${mask.height} but seedImage is ${seed.width}×${seed.height}: they must be the same size`,
      { field: 'maskImage' },
    );
}

/**
 * Outpainting: no mask (the new area is the mask), each side a multiple of 64 and at least one of
 * them, and width and height the seed image's size plus the extensions whenever that size is
 * known here (else the provider checks it, and its refusal is refunded).
 */
async function assertOutpaint(
  input: GenerateImagesInput,
  outpaint: OutpaintInput,
  sizeAtProvider: SizeAtProvider,
): Promise<void> {
  if (input.maskImage)
    throw new ValidationFailedError(
      'outpaint paints past the edges of the seedImage and takes no maskImage',
      { field: 'maskImage' },
    );
  for (const side of OUTPAINT_SIDES)
    if (outpaint[side] % OUTPAINT_MULTIPLE !== 0)
      throw new ValidationFailedError(
        `outpaint.${side} must be a multiple of ${OUTPAINT_MULTIPLE} pixels`,
        { field: `outpaint.${side}` },
      );
  if (OUTPAINT_SIDES.every((side) => outpaint[side] === 0))
    throw new ValidationFailedError('outpaint needs at least one side to extend', {
      field: 'outpaint',
    });
  const seed = await sizeAtProvider(input.seedImage!, 'seedImage');
  if (!seed) return;
  const extended = {
    width: seed.width + outpaint.left + outpaint.right,
    height: seed.height + outpaint.top + outpaint.bottom,
  };
  for (const field of ['width', 'height'] as const)
    if (input[field] !== extended[field])
      throw new ValidationFailedError(
        `With outpaint, ${field} must be the extended size, ${extended[field]}: the seedImage's ${seed[field]} plus the extensions`,
        { field },
      );
}
