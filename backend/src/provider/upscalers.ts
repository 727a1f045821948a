/**
 * The provider's upscalers the product offers and the factors each takes (Runware's upscale
 * contract: `upscaleFactor` 2 or 4, and 4 only on the upscalers that support it). The one owner
 * of which factor an upscale may ask for: the API refuses the others before anything is held.
 */
export interface Upscaler {
  /** The model's AIR. */
  model: string;
  name: string;
  factors: readonly number[];
}

export const UPSCALERS = {
  swinir: { model: 'runware:503@1', name: 'SwinIR', factors: [2, 4] },
} as const satisfies Record<string, Upscaler>;

/** The upscaler the creator tools run. */
export const DEFAULT_UPSCALER: Upscaler = UPSCALERS.swinir;
