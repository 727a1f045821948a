import { coverageToMask, invertCoverage, isCoverageEmpty, maskToCoverage } from './maskPixels';

/** RGBA pixels from alphas, white as the painting layer draws them. */
const layer = (...alphas: number[]) =>
  new Uint8ClampedArray(alphas.flatMap((alpha) => [255, 255, 255, alpha]));
const alphas = (rgba: Uint8ClampedArray) => [...rgba].filter((_, index) => index % 4 === 3);
const grey = (...values: number[]) =>
  new Uint8ClampedArray(values.flatMap((value) => [value, value, value, 255]));

describe('mask pixels', () => {
  it('calls a layer empty only when nothing has any coverage', () => {
    expect(isCoverageEmpty(layer(0, 0, 0))).toBe(true);
    expect(isCoverageEmpty(layer(0, 1, 0))).toBe(false);
    expect(isCoverageEmpty(layer(0, 0, 255))).toBe(false);
    expect(isCoverageEmpty(new Uint8ClampedArray([255, 255, 255, 0, 0, 0, 0, 0]))).toBe(true);
  });

  it('inverts coverage: painted becomes unpainted and the other way round', () => {
    expect(alphas(invertCoverage(layer(0, 255, 100)))).toEqual([255, 0, 155]);
  });

  it('writes opaque white where painted and opaque black elsewhere', () => {
    expect([...coverageToMask(layer(255, 0, 200, 60))]).toEqual([
      ...[255, 255, 255, 255],
      ...[0, 0, 0, 255],
      ...[255, 255, 255, 255],
      ...[0, 0, 0, 255],
    ]);
  });

  it('reads a black and white mask back as coverage', () => {
    const coverage = maskToCoverage(grey(255, 0, 128));

    expect(alphas(coverage)).toEqual([255, 0, 128]);
    expect(coverageToMask(coverage)).toEqual(grey(255, 0, 255));
  });

  it('treats transparent mask pixels as unpainted', () => {
    expect(alphas(maskToCoverage(new Uint8ClampedArray([255, 255, 255, 0])))).toEqual([0]);
  });
});
