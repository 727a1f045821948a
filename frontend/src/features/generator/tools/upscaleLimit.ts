/** The provider makes upscaled images of at most this many pixels a side. */
export const MAX_UPSCALED_SIDE = 4096;

/**
 * Whether an image of this size, upscaled by `factor`, stays within the provider's limit: the
 * one rule by which the dashboard's results and the gallery's images offer each Upscale factor.
 */
export function upscaleFits(image: { width: number; height: number }, factor: number): boolean {
  return Math.max(image.width, image.height) * factor <= MAX_UPSCALED_SIDE;
}
