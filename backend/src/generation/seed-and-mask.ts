import sharp from 'sharp';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { type GenerateImagesInput } from './dto/generate-images.input.js';

/** The size an inline image's header states, or null when it is not an inline image. */
async function inlineSize(value: string): Promise<{ width: number; height: number } | null> {
  const match = /^data:image\/[a-z+]+;base64,(.+)$/s.exec(value);
  if (!match) return null;
  const metadata = await sharp(Buffer.from(match[1], 'base64'))
    .metadata()
    .catch(() => null);
  return metadata?.width && metadata.height
    ? { width: metadata.width, height: metadata.height }
    : null;
}

/**
 * Image to image and inpainting: a mask or a strength only with a seed image, and a mask of the
 * seed image's size. Sizes are compared here when both images are inline; an imageUUID or URL is
 * checked by the provider, whose refusal is refunded.
 */
export async function assertSeedAndMask(input: GenerateImagesInput): Promise<void> {
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
    inlineSize(input.seedImage),
    inlineSize(input.maskImage),
  ]);
  if (seed && mask && (seed.width !== mask.width || seed.height !== mask.height))
    throw new ValidationFailedError(
      `maskImage is ${mask.width}×${mask.height} but seedImage is ${seed.width}×${seed.height}: they must be the same size`,
      { field: 'maskImage' },
    );
}
