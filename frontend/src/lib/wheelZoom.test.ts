import { wheelDeltaPixels, wheelZoomFactor } from './wheelZoom';

describe('wheel zoom', () => {
  it('reads wheel deltas given in lines or pages as pixels', () => {
    expect(wheelDeltaPixels(-3, 1, 800)).toBe(-48);
    expect(wheelDeltaPixels(1, 2, 800)).toBe(800);
    expect(wheelDeltaPixels(-100, 0, 800)).toBe(-100);
  });

  it('zooms in for a wheel turned up, out for down, by the same factor either way', () => {
    expect(wheelZoomFactor(-100, 0.002)).toBeCloseTo(Math.exp(0.2));
    expect(wheelZoomFactor(100, 0.002) * wheelZoomFactor(-100, 0.002)).toBeCloseTo(1);
    expect(wheelZoomFactor(0, 0.002)).toBe(1);
  });
});
