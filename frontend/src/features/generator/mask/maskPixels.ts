/*
 * Pixel rules on RGBA buffers laid out as ImageData.data. The painting layer is white where painted
 * and transparent elsewhere: its alpha is the coverage. The mask handed out is opaque black and
 * white, as inpainting providers expect.
 */

/** Anti-aliased edges count as painted from half coverage up. */
export const PAINTED_FROM_ALPHA = 128;

const ALPHA = 3;

export function isCoverageEmpty(rgba: Uint8ClampedArray): boolean {
  for (let index = ALPHA; index < rgba.length; index += 4) {
    if (rgba[index] !== 0) return false;
  }
  return true;
}

/** Swaps painted and unpainted, in place (masks can be large: no second copy). */
export function invertCoverage(rgba: Uint8ClampedArray): Uint8ClampedArray {
  for (let index = 0; index < rgba.length; index += 4) {
    rgba[index] = 255;
    rgba[index + 1] = 255;
    rgba[index + 2] = 255;
    rgba[index + ALPHA] = 255 - rgba[index + ALPHA];
  }
  return rgba;
}

/** The painting layer as the mask image: opaque white where painted, opaque black elsewhere. */
export function coverageToMask(rgba: Uint8ClampedArray): Uint8ClampedArray {
  const mask = new Uint8ClampedArray(rgba.length);
  for (let index = 0; index < rgba.length; index += 4) {
    const value = rgba[index + ALPHA] >= PAINTED_FROM_ALPHA ? 255 : 0;
    mask[index] = value;
    mask[index + 1] = value;
    mask[index + 2] = value;
    mask[index + ALPHA] = 255;
  }
  return mask;
}

/**
 * A mask image (white = repaint) back into a painting layer, in place. Brightness becomes
 * coverage, so a grey or soft-edged mask from elsewhere keeps its shades; a transparent pixel
 * counts as unpainted.
 */
export function maskToCoverage(rgba: Uint8ClampedArray): Uint8ClampedArray {
  for (let index = 0; index < rgba.length; index += 4) {
    const brightness = (rgba[index] + rgba[index + 1] + rgba[index + 2]) / 3;
    const coverage = Math.round((brightness * rgba[index + ALPHA]) / 255);
    rgba[index] = 255;
    rgba[index + 1] = 255;
    rgba[index + 2] = 255;
    rgba[index + ALPHA] = coverage;
  }
  return rgba;
}
