import { type DecodedImage } from '../../images/decode-image.js';
import { type RawImage, rawPipeline } from '../../rendering/encode-image.js';

/** The seed image (RGB) and the mask (one byte per pixel), both at the output size. */
export interface SeedAtOutputSize {
  seed: Buffer;
  mask?: Buffer;
}

/**
 * Stretches the seed image, and the mask with it, to the output size: they stay aligned whatever
 * their aspect ratio. A transparent seed is laid on white; transparent mask pixels count as black
 * (keep).
 */
export async function seedAtOutputSize(
  seed: DecodedImage,
  mask: DecodedImage | undefined,
  width: number,
  height: number,
): Promise<SeedAtOutputSize> {
  const resize = { width, height, fit: 'fill' as const, kernel: 'lanczos3' as const };
  const seedPixels = await rawPipeline(seed)
    .flatten({ background: '#ffffff' })
    .resize(resize)
    .removeAlpha()
    .raw()
    .toBuffer();
  if (!mask) return { seed: seedPixels };
  const maskPixels = await rawPipeline(mask)
    .flatten({ background: '#000000' })
    .toColourspace('b-w')
    .resize(resize)
    .raw()
    .toBuffer();
  return { seed: seedPixels, mask: maskPixels };
}

/**
 * Image-to-image: the painted picture laid over the seed image with weight `strength` (0 gives the
 * seed back, 1 the painted picture), only where the mask is white when there is one. Outside the
 * mask the seed image is kept exactly.
 */
export function blendOverSeed(
  painted: RawImage,
  { seed, mask }: SeedAtOutputSize,
  strength: number,
): RawImage {
  const pixels = Buffer.allocUnsafe(seed.length);
  for (let pixel = 0, index = 0; index < seed.length; pixel++, index += 3) {
    const weight = mask ? (strength * (mask[pixel] as number)) / 255 : strength;
    for (let channel = index; channel < index + 3; channel++) {
      const base = seed[channel] as number;
      // Rounded by truncation: the blend stays within 0–255, and this loop runs per channel.
      pixels[channel] = base + ((painted.pixels[channel] as number) - base) * weight + 0.5;
    }
  }
  return { pixels, width: painted.width, height: painted.height, channels: 3 };
}
