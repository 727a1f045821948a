import { BRUSH_SIZE, clampBrushSize, stepBrushSize, strokePressure } from './brushSize';

describe('brush size', () => {
  it('starts at 48 image pixels within 4 to 256', () => {
    expect(BRUSH_SIZE).toEqual({ min: 4, max: 256, initial: 48 });
    expect(clampBrushSize(1)).toBe(4);
    expect(clampBrushSize(999)).toBe(256);
  });

  it('steps up and down by about a quarter, always moving while in range', () => {
    expect(stepBrushSize(48, 1)).toBe(60);
    expect(stepBrushSize(48, -1)).toBe(38);
    expect(stepBrushSize(4, 1)).toBe(5);
    expect(stepBrushSize(5, -1)).toBe(4);
  });

  it('stays within its range at the ends', () => {
    expect(stepBrushSize(4, -1)).toBe(4);
    expect(stepBrushSize(250, 1)).toBe(256);
  });

  it('scales by pressure only for a pen, never below a tenth', () => {
    expect(strokePressure('pen', 0.5)).toBe(0.5);
    expect(strokePressure('pen', 0)).toBe(0.1);
    expect(strokePressure('mouse', 0.5)).toBe(1);
    expect(strokePressure('touch', 0.2)).toBe(1);
  });
});
