import { roundCredits } from './credit-amount.js';
import { creditsFor, estimateProviderCostUsd, settlementFor } from './generation-pricing.js';

describe('generation pricing', () => {
  it('estimates USD 0.01 per 1024x1024 image at 30 steps, scaled by pixels, steps and count', () => {
    expect(estimateProviderCostUsd({ width: 1024, height: 1024, steps: 30, imageCount: 1 })).toBe(
      0.01,
    );
    expect(
      estimateProviderCostUsd({ width: 2048, height: 1024, steps: 60, imageCount: 3 }),
    ).toBeCloseTo(0.12, 10);
    // 20 steps when none are given.
    expect(estimateProviderCostUsd({ width: 1024, height: 1024, imageCount: 1 })).toBeCloseTo(
      0.01 * (20 / 30),
      10,
    );
  });

  it('never estimates under a quarter of the step scale, however few steps', () => {
    const one = estimateProviderCostUsd({ width: 1024, height: 1024, steps: 1, imageCount: 1 });
    expect(one).toBe(0.0025);
  });

  it('turns USD into credits by credits per USD and the tier multiplier', () => {
    expect(creditsFor(0.01, 100, 1)).toBe(1);
    expect(creditsFor(0.01, 100, 0.9)).toBeCloseTo(0.9, 10);
  });

  it("settles on the provider's reported cost, rounded to 4 decimals, never above the hold", () => {
    const images = [{ cost: 0.0019285714 }, { cost: 0.0019285714 }, {}];
    const settled = settlementFor(images, 100, 0.9, 10);
    expect(settled.providerCostUsd).toBeCloseTo(0.0038571428, 10);
    expect(settled.charged).toBe(roundCredits(0.0038571428 * 100 * 0.9));
    expect(settled.charged).toBe(0.3471);
    expect(settlementFor([{ cost: 1 }], 100, 1, 2.5).charged).toBe(2.5);
    expect(settlementFor([], 100, 1, 2.5)).toEqual({ providerCostUsd: 0, charged: 0 });
  });

  it('keeps credit amounts to the 4 decimals the ledger stores', () => {
    expect(roundCredits(0.12345)).toBe(0.1235);
    expect(roundCredits(1 / 3)).toBe(0.3333);
  });
});
