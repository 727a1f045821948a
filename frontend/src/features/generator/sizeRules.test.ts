import { parseDimension, sizeForPreset, STANDARD_SIZE_PRESETS } from './sizeRules';

describe('size rules', () => {
  it('falls back to 1024 for an empty or invalid dimension', () => {
    expect(parseDimension('768')).toBe(768);
    expect(parseDimension(' 512 ')).toBe(512);
    for (const bad of ['', 'abc', '0', '-64', '10.5', null, undefined]) {
      expect(parseDimension(bad)).toBe(1024);
    }
  });

  it("takes a preset's size, and keeps the size for Custom", () => {
    expect(sizeForPreset(STANDARD_SIZE_PRESETS, 'wide', { width: 1, height: 1 })).toEqual({
      sizePreset: 'wide',
      width: 1920,
      height: 1088,
    });
    expect(sizeForPreset(STANDARD_SIZE_PRESETS, 'custom', { width: 700, height: 900 })).toEqual({
      sizePreset: 'custom',
      width: 700,
      height: 900,
    });
  });

  it("holds the spec's preset table", () => {
    expect(STANDARD_SIZE_PRESETS.map(({ name, width, height }) => [name, width, height])).toEqual([
      ['square', 1024, 1024],
      ['portrait', 1024, 1536],
      ['landscape', 1536, 1024],
      ['wide', 1920, 1088],
    ]);
  });
});
