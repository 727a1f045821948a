import { type SeededRandom } from '../random/seeded-random.js';
import {
  type Layer,
  planAbstractPicture,
  type PicturePlan,
  type Rgb,
} from './abstract-picture-plan.js';
import { boundingBox, coverage } from './shape-coverage.js';

/**
 * Paints an abstract picture into raw RGB bytes: a two-colour gradient, soft colour blobs, a few
 * hard-edged shapes and an opaque subject near the centre. Every choice comes from `random`, so the
 * same generator state gives the same picture and different states give visibly different ones.
 * One tight loop per layer over its bounding box keeps a 1024×1024 picture at a few milliseconds.
 */
export function paintAbstractPicture(width: number, height: number, random: SeededRandom): Buffer {
  const plan = planAbstractPicture(width, height, random);
  const pixels = Buffer.allocUnsafe(width * height * 3);
  const canvas = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length);
  paintGradient(canvas, width, height, plan.gradient);
  for (const layer of [...plan.layers, plan.subject]) paintLayer(canvas, width, height, layer);
  return pixels;
}

function paintGradient(
  canvas: Uint8ClampedArray,
  width: number,
  height: number,
  { from, to, angle }: PicturePlan['gradient'],
): void {
  const dx = Math.cos(angle) / width;
  const dy = Math.sin(angle) / height;
  const [r0, g0, b0] = from;
  const [dr, dg, db] = [to[0] - r0, to[1] - g0, to[2] - b0];
  let index = 0;
  for (let y = 0; y < height; y++) {
    const rowOffset = (y - height / 2) * dy + 0.5;
    for (let x = 0; x < width; x++) {
      const t = Math.min(1, Math.max(0, rowOffset + (x - width / 2) * dx));
      canvas[index++] = r0 + dr * t;
      canvas[index++] = g0 + dg * t;
      canvas[index++] = b0 + db * t;
    }
  }
}

function paintLayer(canvas: Uint8ClampedArray, width: number, height: number, layer: Layer): void {
  const { shape } = layer;
  if (shape.kind === 'band') {
    fillRows(canvas, width, Math.floor(shape.top), height, layer.colour, shape.opacity);
    return;
  }
  const { top, bottom, left, right } = boundingBox(shape, width, height);
  const [r, g, b] = layer.colour;
  for (let y = top; y < bottom; y++) {
    const py = y + 0.5 - shape.cy;
    let index = (y * width + left) * 3;
    for (let x = left; x < right; x++, index += 3) {
      const alpha = coverage(shape, x + 0.5 - shape.cx, py);
      if (alpha === 0) continue;
      blendPixel(canvas, index, r, g, b, alpha);
    }
  }
}

function fillRows(
  canvas: Uint8ClampedArray,
  width: number,
  fromRow: number,
  toRow: number,
  [r, g, b]: Rgb,
  alpha: number,
): void {
  for (let index = Math.max(0, fromRow) * width * 3; index < toRow * width * 3; index += 3) {
    blendPixel(canvas, index, r, g, b, alpha);
  }
}

/** Lays colour (r, g, b) over the pixel at `index` with opacity `alpha` (0–1). */
function blendPixel(
  canvas: Uint8ClampedArray,
  index: number,
  r: number,
  g: number,
  b: number,
  alpha: number,
): void {
  const red = canvas[index] as number;
  const green = canvas[index + 1] as number;
  const blue = canvas[index + 2] as number;
  canvas[index] = red + (r - red) * alpha;
  canvas[index + 1] = green + (g - green) * alpha;
  canvas[index + 2] = blue + (b - blue) * alpha;
}
