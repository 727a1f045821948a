/**
 * The provider's price of one image per architecture code: USD for a 1024×1024 image at
 * `referenceSteps` steps, scaled linearly by pixels and steps (what the provider reports per image
 * in `cost`). Used until the price book has learned a model's own price from settled generations.
 */
export interface ImageListPrice {
  usdPerReferenceImage: number;
  referenceSteps: number;
}

export const IMAGE_LIST_PRICES: Readonly<Record<string, ImageListPrice>> = {
  sdxl: { usdPerReferenceImage: 0.0019, referenceSteps: 30 },
  sdxlturbo: { usdPerReferenceImage: 0.0006, referenceSteps: 4 },
  sdxllightning: { usdPerReferenceImage: 0.0008, referenceSteps: 6 },
  sdxlhyper: { usdPerReferenceImage: 0.0009, referenceSteps: 8 },
  sdxldistilled: { usdPerReferenceImage: 0.0014, referenceSteps: 20 },
  sdxllcm: { usdPerReferenceImage: 0.0008, referenceSteps: 6 },
  sd1x: { usdPerReferenceImage: 0.0009, referenceSteps: 25 },
  sd1xlcm: { usdPerReferenceImage: 0.0004, referenceSteps: 6 },
  sdhyper: { usdPerReferenceImage: 0.0005, referenceSteps: 8 },
  sd3: { usdPerReferenceImage: 0.0035, referenceSteps: 28 },
  pony: { usdPerReferenceImage: 0.0019, referenceSteps: 25 },
  flux1d: { usdPerReferenceImage: 0.0027, referenceSteps: 28 },
  flux1s: { usdPerReferenceImage: 0.0013, referenceSteps: 4 },
  // Runware's page for FLUX.1 Kontext dev (runware:106@1); reference images do not change it.
  fluxkontextdev: { usdPerReferenceImage: 0.0105, referenceSteps: 28 },
  hidreamfull: { usdPerReferenceImage: 0.009, referenceSteps: 30 },
  hidreamdev: { usdPerReferenceImage: 0.0045, referenceSteps: 28 },
  hidreamfast: { usdPerReferenceImage: 0.0038, referenceSteps: 16 },
};

/** USD per megapixel (1024×1024) per step of an architecture, or null for one not listed. */
export function listRateOf(architectureCode: string | null | undefined): number | null {
  const price = architectureCode ? IMAGE_LIST_PRICES[architectureCode] : undefined;
  return price ? price.usdPerReferenceImage / price.referenceSteps : null;
}
