import type { StrokePoint } from './maskOperation';

export interface Point {
  x: number;
  y: number;
}

/** A screen length (CSS pixels) as image pixels at this zoom. */
export function screenToImageLength(length: number, zoom: number): number {
  return length / zoom;
}

/** An image length as screen (CSS) pixels at this zoom: the brush cursor's diameter. */
export function imageToScreenLength(length: number, zoom: number): number {
  return length * zoom;
}

/** The image pixel under a screen position, given where the zoomed image's top left is. */
export function toImagePoint(client: Point, imageOrigin: Point, zoom: number): Point {
  return {
    x: screenToImageLength(client.x - imageOrigin.x, zoom),
    y: screenToImageLength(client.y - imageOrigin.y, zoom),
  };
}

/** How far apart drawn points may be: close enough that pressure changes look smooth. */
export function pointSpacing(brushSize: number): number {
  return Math.max(1, brushSize / 4);
}

/**
 * The points from `from` (excluded) to `to` (included), at most `spacing` apart, with pressure
 * blended along the way. Pointer events arrive far apart on a fast stroke; joining them this way
 * keeps the line continuous rather than a trail of dots.
 */
export function interpolatePoints(
  from: StrokePoint,
  to: StrokePoint,
  spacing: number,
): StrokePoint[] {
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(distance / spacing));
  return Array.from({ length: steps }, (_, index) => {
    const t = (index + 1) / steps;
    return {
      x: from.x + (to.x - from.x) * t,
      y: from.y + (to.y - from.y) * t,
      pressure: from.pressure + (to.pressure - from.pressure) * t,
    };
  });
}
