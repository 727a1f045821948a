import { estimateToolCostUsd, PROVIDER_MAX_PIXELS } from './tool-pricing.js';

describe('estimateToolCostUsd', () => {
  it('prices an upscale by the pixels it produces, capped at the provider’s largest output', () => {
    const small = estimateToolCostUsd({
      tool: 'upscale',
      inputPixels: 512 * 512,
      upscaleFactor: 2,
    });
    const larger = estimateToolCostUsd({
      tool: 'upscale',
      inputPixels: 512 * 512,
      upscaleFactor: 4,
    });
    expect(larger).toBeCloseTo(small * 4, 10);
    const capped = estimateToolCostUsd({
      tool: 'upscale',
      inputPixels: 2048 * 2048,
      upscaleFactor: 4,
    });
    expect(capped).toBeCloseTo((0.0006 * PROVIDER_MAX_PIXELS) / 1e6, 10);
  });

  it('assumes the largest image when the input size is unknown', () => {
    expect(estimateToolCostUsd({ tool: 'removeBackground' })).toBeCloseTo(
      estimateToolCostUsd({ tool: 'removeBackground', inputPixels: PROVIDER_MAX_PIXELS }),
      10,
    );
    expect(estimateToolCostUsd({ tool: 'removeBackground', inputPixels: 1e6 })).toBeCloseTo(
      0.0012,
      10,
    );
  });

  it('prices text tools per text', () => {
    expect(estimateToolCostUsd({ tool: 'promptEnhance', versions: 5 })).toBeCloseTo(
      5 * estimateToolCostUsd({ tool: 'promptEnhance', versions: 1 }),
      10,
    );
    expect(estimateToolCostUsd({ tool: 'caption' })).toBeGreaterThan(0);
  });
});
