import { type RawImage } from '../../rendering/encode-image.js';

/**
 * Neighbouring pixels whose colours differ by less than this (Euclidean RGB distance) belong to the
 * same region: smooth gradients and soft shading stay together, hard edges separate regions.
 */
const SAME_REGION_DISTANCE = 24;

/**
 * Background removal for pictures the simulator did not paint: the picture's border is background,
 * and so is everything reachable from it without crossing a hard colour edge (a flood fill from the
 * border). What remains is the subject. One byte per pixel: 0 background, 255 subject.
 */
export function segmentByBorderColour(image: RawImage): Buffer {
  const { pixels, width, height, channels } = image;
  const mask = Buffer.alloc(width * height, 255);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  const claim = (pixel: number) => {
    mask[pixel] = 0;
    queue[tail++] = pixel;
  };
  for (let x = 0; x < width; x++) {
    if (mask[x] !== 0) claim(x);
    const bottom = (height - 1) * width + x;
    if (mask[bottom] !== 0) claim(bottom);
  }
  for (let y = 0; y < height; y++) {
    const left = y * width;
    if (mask[left] !== 0) claim(left);
    if (mask[left + width - 1] !== 0) claim(left + width - 1);
  }
  const limit = SAME_REGION_DISTANCE * SAME_REGION_DISTANCE;
  const similar = (a: number, b: number): boolean => {
    const i = a * channels;
    const j = b * channels;
    const dr = (pixels[i] as number) - (pixels[j] as number);
    const dg = (pixels[i + 1] as number) - (pixels[j + 1] as number);
    const db = (pixels[i + 2] as number) - (pixels[j + 2] as number);
    return dr * dr + dg * dg + db * db < limit;
  };
  while (head < tail) {
    const pixel = queue[head++] as number;
    const x = pixel % width;
    if (x > 0 && mask[pixel - 1] !== 0 && similar(pixel, pixel - 1)) claim(pixel - 1);
    if (x < width - 1 && mask[pixel + 1] !== 0 && similar(pixel, pixel + 1)) claim(pixel + 1);
    if (pixel >= width && mask[pixel - width] !== 0 && similar(pixel, pixel - width)) {
      claim(pixel - width);
    }
    if (pixel + width < width * height && mask[pixel + width] !== 0) {
      if (similar(pixel, pixel + width)) claim(pixel + width);
    }
  }
  return mask;
}
