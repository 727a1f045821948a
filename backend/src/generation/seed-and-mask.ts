import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { type GenerateImagesInput } from './dto/generate-images.input.js';
import { type ImageSize } from './uploaded-images.js';

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
  if (!input.seedImage) {
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
