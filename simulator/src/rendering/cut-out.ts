import { type RawImage } from './encode-image.js';

/**
 * The image with the mask as its alpha channel: the background transparent, the subject as it was.
 * An input that was transparent already stays so where it was.
 */
export function cutOut(image: RawImage, mask: Buffer): RawImage {
  const { pixels, width, height, channels } = image;
  const rgba = Buffer.allocUnsafe(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    const from = pixel * channels;
    const to = pixel * 4;
    rgba[to] = pixels[from] as number;
    rgba[to + 1] = pixels[from + 1] as number;
    rgba[to + 2] = pixels[from + 2] as number;
    const alpha = mask[pixel] as number;
    rgba[to + 3] = channels === 4 ? Math.min(alpha, pixels[from + 3] as number) : alpha;
  }
  return { pixels: rgba, width, height, channels: 4 };
}
