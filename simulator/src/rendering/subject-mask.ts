import { randomFromText } from '../random/random-from-text.js';
import { planAbstractPicture } from './abstract-picture-plan.js';
import { boundingBox, coverage } from './shape-coverage.js';

/**
 * The subject of the abstract picture painted from `identity` at width×height, as one byte per
 * pixel (255 inside, 0 outside): the plan is drawn again from the same seed, so the mask matches
 * the picture exactly without looking at its pixels.
 */
export function paintSubjectMask(identity: string, width: number, height: number): Buffer {
  const { subject } = planAbstractPicture(width, height, randomFromText(identity));
  const mask = Buffer.alloc(width * height);
  const { shape } = subject;
  if (shape.kind === 'band') return mask;
  const { top, bottom, left, right } = boundingBox(shape, width, height);
  for (let y = top; y < bottom; y++) {
    const py = y + 0.5 - shape.cy;
    for (let x = left; x < right; x++) {
      if (coverage(shape, x + 0.5 - shape.cx, py) > 0) mask[y * width + x] = 255;
    }
  }
  return mask;
}
