/** Pixels per wheel "line", as browsers scroll text. */
const LINE_HEIGHT = 16;

/** A wheel delta in pixels: Firefox reports lines (mode 1) or pages (mode 2) for some mice. */
export function wheelDeltaPixels(delta: number, deltaMode: number, pageHeight: number): number {
  if (deltaMode === 1) return delta * LINE_HEIGHT;
  if (deltaMode === 2) return delta * pageHeight;
  return delta;
}

/** The factor a wheel delta (pixels) zooms by: up zooms in, `perPixel` says how fast. */
export const wheelZoomFactor = (deltaPixels: number, perPixel: number) =>
  Math.exp(-deltaPixels * perPixel);
