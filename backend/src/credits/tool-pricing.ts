/**
 * The hold taken before a creator tool runs: an upper bound of what the provider is likely to
 * charge, like a generation's. Image tools are billed by pixels (the output's for an upscale, the
 * input's for a background removal); when the input's size is not known here (an imageUUID or a
 * URL), the largest image the provider handles is assumed. Text tools cost a fixed amount per text.
 */
export const PROVIDER_MAX_PIXELS = 4096 * 4096;
const USD_PER_MEGAPIXEL = { upscale: 0.0006, removeBackground: 0.0012 } as const;
const USD_PER_CAPTION = 0.0005;
const USD_PER_PROMPT_VERSION = 0.0003;

export type ToolEstimate =
  | { tool: 'upscale'; inputPixels?: number; upscaleFactor: number }
  | { tool: 'removeBackground'; inputPixels?: number }
  | { tool: 'caption' }
  | { tool: 'promptEnhance'; versions: number };

export function estimateToolCostUsd(estimate: ToolEstimate): number {
  switch (estimate.tool) {
    case 'upscale': {
      const output = Math.min(
        (estimate.inputPixels ?? PROVIDER_MAX_PIXELS) * estimate.upscaleFactor ** 2,
        PROVIDER_MAX_PIXELS,
      );
      return (USD_PER_MEGAPIXEL.upscale * output) / 1e6;
    }
    case 'removeBackground': {
      const input = Math.min(estimate.inputPixels ?? PROVIDER_MAX_PIXELS, PROVIDER_MAX_PIXELS);
      return (USD_PER_MEGAPIXEL.removeBackground * input) / 1e6;
    }
    case 'caption':
      return USD_PER_CAPTION;
    case 'promptEnhance':
      return USD_PER_PROMPT_VERSION * estimate.versions;
  }
}
