import {
  extendedSize,
  extensionRefusal,
  EXTENSION_PRESETS,
  NO_EXTENSION,
  NOTHING_EXTENDED,
  snapSide,
  withPreset,
} from './outpaintSize';

const image = { width: 512, height: 512 };
const preset = (label: string) => EXTENSION_PRESETS.find((entry) => entry.label === label)!;

describe('the sizes of an expansion', () => {
  it('is the image plus each side', () => {
    expect(extendedSize(image, { ...NO_EXTENSION, right: 256 })).toEqual({
      width: 768,
      height: 512,
    });
    expect(extendedSize(image, { top: 64, right: 128, bottom: 192, left: 256 })).toEqual({
      width: 896,
      height: 768,
    });
  });

  it('snaps a side to the nearest multiple of 64 from 0 to 2048', () => {
    expect(snapSide(100)).toBe(128);
    expect(snapSide(95)).toBe(64);
    expect(snapSide(-64)).toBe(0);
    expect(snapSide(5000)).toBe(2048);
    expect(snapSide(Number.NaN)).toBe(0);
  });

  it('adds a preset to what is set', () => {
    const once = withPreset(NO_EXTENSION, preset('+256 right'));
    expect(once).toEqual({ top: 0, right: 256, bottom: 0, left: 0 });
    expect(withPreset(once, preset('+256 all sides'))).toEqual({
      top: 256,
      right: 512,
      bottom: 256,
      left: 256,
    });
  });

  it('refuses nothing extended, a side off the 64 grid, and a size past the largest side', () => {
    expect(extensionRefusal(image, NO_EXTENSION, 2048)).toBe(NOTHING_EXTENDED);
    expect(extensionRefusal(image, { ...NO_EXTENSION, right: 100 }, 2048)).toBe(
      'Right must be a multiple of 64 px from 0 to 2048.',
    );
    expect(extensionRefusal(image, { ...NO_EXTENSION, right: 256 }, 2048)).toBeNull();
    expect(extensionRefusal(image, { ...NO_EXTENSION, left: 1024, right: 1024 }, 2048)).toBe(
      '2560 × 512 is too large: this model makes images of at most 2048 px a side.',
    );
    // Unknown limits: the server checks.
    expect(extensionRefusal(image, { ...NO_EXTENSION, left: 2048 }, null)).toBeNull();
  });
});
