/**
 * The factors the server's upscaler (SwinIR) takes: 2 or 4, as the provider's upscale contract
 * allows; there is no ×3 (docs/runware-contract.md). The server refuses any other.
 */
export type UpscaleFactor = 2 | 4;

/** The Upscale factors the dashboard's results and the gallery's images offer. */
export const UPSCALE_FACTORS: readonly UpscaleFactor[] = [2, 4];

/** The provider makes upscaled images of at most this many pixels a side. */
export const MAX_UPSCALED_SIDE = 4096;

/**
 * Whether an image of this size, upscaled by `factor`, stays within the provider's limit: the
 * one rule by which the dashboard's results and the gallery's images offer each Upscale factor.
 */
export function upscaleFits(image: { width: number; height: number }, factor: number): boolean {
  return Math.max(image.width, image.height) * factor <= MAX_UPSCALED_SIDE;
}
