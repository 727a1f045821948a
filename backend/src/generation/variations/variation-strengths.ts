/** How far a variation moves from its source: a little, or a lot. */
export const VARIATION_STRENGTHS = ['SUBTLE', 'STRONG'] as const;
export type VariationStrength = (typeof VARIATION_STRENGTHS)[number];

type StrengthPair = Record<VariationStrength, number>;

/**
 * The image-to-image strength (0 keeps the source, 1 ignores it) of each kind of variation, per
 * architecture code. Why they differ: few-step models (Turbo, Lightning, LCM, Hyper, FLUX schnell,
 * HiDream fast) run only strength × steps of their 4 to 8 steps, so a low strength leaves them one
 * step and the image barely changes, hence higher values; FLUX and HiDream (flow matching) keep the
 * composition until later than the SD family does, so they take slightly more to look different.
 * Everything else (SD 1.x, SDXL, Pony, SD3) takes the classic values.
 */
const STRENGTHS_BY_ARCHITECTURE: Record<string, StrengthPair> = {
  sdxlturbo: { SUBTLE: 0.45, STRONG: 0.8 },
  sdxllightning: { SUBTLE: 0.45, STRONG: 0.8 },
  sdxllcm: { SUBTLE: 0.45, STRONG: 0.8 },
  sd1xlcm: { SUBTLE: 0.45, STRONG: 0.8 },
  sdxlhyper: { SUBTLE: 0.45, STRONG: 0.8 },
  sdhyper: { SUBTLE: 0.45, STRONG: 0.8 },
  sdxldistilled: { SUBTLE: 0.45, STRONG: 0.8 },
  flux1s: { SUBTLE: 0.45, STRONG: 0.8 },
  hidreamfast: { SUBTLE: 0.45, STRONG: 0.8 },
  flux1d: { SUBTLE: 0.4, STRONG: 0.75 },
  hidreamdev: { SUBTLE: 0.4, STRONG: 0.75 },
  hidreamfull: { SUBTLE: 0.4, STRONG: 0.75 },
};
const CLASSIC: StrengthPair = { SUBTLE: 0.35, STRONG: 0.65 };

/** The strength a variation of an image made by a model of this architecture is sent with. */
export function variationStrength(
  architectureCode: string | null | undefined,
  kind: VariationStrength,
): number {
  return (STRENGTHS_BY_ARCHITECTURE[architectureCode ?? ''] ?? CLASSIC)[kind];
}
