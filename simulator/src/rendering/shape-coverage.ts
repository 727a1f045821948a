import { type Shape } from './abstract-picture-plan.js';

type RoundShape = Exclude<Shape, { kind: 'band' }>;

/** The rows and columns a round shape can touch, clipped to the picture. */
export function boundingBox(
  shape: RoundShape,
  width: number,
  height: number,
): { top: number; bottom: number; left: number; right: number } {
  const { cx, cy, radius } = shape;
  return {
    top: Math.max(0, Math.floor(cy - radius)),
    bottom: Math.min(height, Math.ceil(cy + radius)),
    left: Math.max(0, Math.floor(cx - radius)),
    right: Math.min(width, Math.ceil(cx + radius)),
  };
}

/**
 * How strongly a shape covers the pixel whose centre is (px, py) from the shape's centre: 0 outside,
 * the shape's opacity inside, a smooth fall-off for soft blobs. Painting and the subject mask share
 * it, so a mask matches its picture pixel for pixel.
 */
export function coverage(shape: RoundShape, px: number, py: number): number {
  const r2 = shape.radius * shape.radius;
  switch (shape.kind) {
    case 'blob': {
      const d = (px * px + py * py) / r2;
      return d < 1 ? (1 - d) * (1 - d) * shape.strength : 0;
    }
    case 'disc':
      return px * px + py * py <= r2 ? shape.opacity : 0;
    case 'ring': {
      const d = px * px + py * py;
      return d <= r2 && d >= shape.inner * shape.inner ? shape.opacity : 0;
    }
    case 'diamond':
      return Math.abs(px) + Math.abs(py) <= shape.radius ? shape.opacity : 0;
  }
}
