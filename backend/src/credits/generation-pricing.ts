import { roundCredits } from './credit-amount.js';

/**
 * The last resort of ImagePriceBook, for a model it has no price for and whose architecture has no
 * list price: USD 0.01 per 1024x1024 image at 30 steps, scaled by pixels and steps (at least a
 * quarter of that). Real charges follow the provider's reported cost and never exceed the hold.
 */
const USD_PER_REFERENCE_IMAGE = 0.01;
const REFERENCE_PIXELS = 1024 * 1024;
const REFERENCE_STEPS = 30;

export function estimateProviderCostUsd(params: {
  width: number;
  height: number;
  steps?: number;
  imageCount: number;
}): number {
  const pixels = (params.width * params.height) / REFERENCE_PIXELS;
  const steps = Math.max((params.steps ?? 20) / REFERENCE_STEPS, 0.25);
  return USD_PER_REFERENCE_IMAGE * pixels * steps * params.imageCount;
}

/**
 * The hold is the estimate plus this share, so a provider price that rose since it was learned is
 * still covered; when the balance covers the estimate but not the margin, the hold is the balance.
 */
export const HOLD_MARGIN = 0.05;

export function holdFor(estimatedCredits: number): number {
  return roundCredits(estimatedCredits * (1 + HOLD_MARGIN));
}

export function creditsFor(usd: number, creditsPerUsd: number, tierMultiplier: number): number {
  return usd * creditsPerUsd * tierMultiplier;
}

/**
 * What a finished generation costs the user: the provider's reported cost of the images it got,
 * times credits per USD and the tier multiplier, never more than was held.
 */
export function settlementFor(
  images: readonly { cost?: number }[],
  creditsPerUsd: number,
  tierMultiplier: number,
  hold: number,
): { providerCostUsd: number; charged: number } {
  const providerCostUsd = images.reduce((sum, image) => sum + (image.cost ?? 0), 0);
  const charged = Math.min(
    roundCredits(creditsFor(providerCostUsd, creditsPerUsd, tierMultiplier)),
    hold,
  );
  return { providerCostUsd, charged };
}
