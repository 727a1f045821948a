/**
 * The simulator's prices of the utility tasks in USD (its own, not the provider's unpublished
 * price list), rounded like imageCost to 10 decimals.
 */

/** Per megapixel of the upscaled output. */
const UPSCALE_PER_MEGAPIXEL = 0.0005;
/** Per megapixel of the input. */
const REMOVE_BACKGROUND_PER_MEGAPIXEL = 0.001;
const CAPTION = 0.0003;
/** Per version of the prompt (each data item carries its own). */
const PROMPT_ENHANCE_PER_VERSION = 0.0002;

export function upscaleCost(outputWidth: number, outputHeight: number): number {
  return rounded(UPSCALE_PER_MEGAPIXEL * megapixels(outputWidth, outputHeight));
}

export function removeBackgroundCost(inputWidth: number, inputHeight: number): number {
  return rounded(REMOVE_BACKGROUND_PER_MEGAPIXEL * megapixels(inputWidth, inputHeight));
}

export function captionCost(): number {
  return CAPTION;
}

export function promptEnhanceCost(): number {
  return PROMPT_ENHANCE_PER_VERSION;
}

function megapixels(width: number, height: number): number {
  return (width * height) / 1e6;
}

function rounded(cost: number): number {
  return Math.round(cost * 1e10) / 1e10;
}
