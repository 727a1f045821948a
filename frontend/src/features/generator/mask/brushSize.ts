/** Brush diameters in image pixels. */
export const BRUSH_SIZE = { min: 4, max: 256, initial: 48 } as const;

/** The thinnest a light pen touch makes the brush, as a share of its size. */
const MIN_PEN_PRESSURE = 0.1;
/** [ and ] change the size by a quarter: fine steps when small, quick ones when large. */
const SIZE_STEP_FACTOR = 1.25;

export function clampBrushSize(size: number): number {
  return Math.min(BRUSH_SIZE.max, Math.max(BRUSH_SIZE.min, Math.round(size)));
}

/** The next size up (1) or down (-1), always at least one pixel away while in range. */
export function stepBrushSize(size: number, direction: 1 | -1): number {
  const scaled = Math.round(direction === 1 ? size * SIZE_STEP_FACTOR : size / SIZE_STEP_FACTOR);
  const moved = scaled === size ? size + direction : scaled;
  return clampBrushSize(moved);
}

/** Only pens report a meaningful pressure; a mouse says 0.5 while pressed, touch varies. */
export function strokePressure(pointerType: string, pressure: number): number {
  if (pointerType !== 'pen') return 1;
  return Math.min(1, Math.max(MIN_PEN_PRESSURE, pressure));
}
