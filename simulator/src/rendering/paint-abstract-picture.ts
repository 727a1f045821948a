import { type SeededRandom } from '../random/seeded-random.js';

type Rgb = readonly [number, number, number];

type Shape =
  | { kind: 'blob'; cx: number; cy: number; radius: number; strength: number }
  | { kind: 'disc'; cx: number; cy: number; radius: number; opacity: number }
  | { kind: 'ring'; cx: number; cy: number; radius: number; inner: number; opacity: number }
  | { kind: 'diamond'; cx: number; cy: number; radius: number; opacity: number }
  | { kind: 'band'; top: number; opacity: number };

interface Layer {
  shape: Shape;
  colour: Rgb;
}

/**
 * Paints an abstract picture into raw RGB bytes: a two-colour gradient, soft colour blobs and a
 * few hard-edged shapes. Every choice comes from `random`, so the same generator state gives the
 * same picture and different states give visibly different ones. One tight loop per layer over
 * its bounding box keeps a 1024×1024 picture at a few milliseconds.
 */
export function paintAbstractPicture(width: number, height: number, random: SeededRandom): Buffer {
  const pixels = Buffer.allocUnsafe(width * height * 3);
  const canvas = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length);
  const palette = makePalette(random);
  paintGradient(canvas, width, height, random.pick(palette), random.pick(palette), random);
  const size = Math.max(width, height);
  const layers: Layer[] = [];
  for (let i = random.integer(3, 6); i > 0; i--) {
    layers.push({ shape: softBlob(random, width, height, size), colour: random.pick(palette) });
  }
  for (let i = random.integer(2, 4); i > 0; i--) {
    layers.push({ shape: hardShape(random, width, height, size), colour: random.pick(palette) });
  }
  for (const layer of layers) paintLayer(canvas, width, height, layer);
  return pixels;
}

function makePalette(random: SeededRandom): Rgb[] {
  const baseHue = random.between(0, 360);
  const offsets = [
    0,
    random.between(20, 50),
    180,
    180 + random.between(20, 50),
    random.between(90, 150),
  ];
  return offsets.map((offset) =>
    hslToRgb((baseHue + offset) % 360, random.between(0.45, 0.95), random.between(0.25, 0.75)),
  );
}

function paintGradient(
  canvas: Uint8ClampedArray,
  width: number,
  height: number,
  from: Rgb,
  to: Rgb,
  random: SeededRandom,
): void {
  const angle = random.between(0, Math.PI * 2);
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

function softBlob(random: SeededRandom, width: number, height: number, size: number): Shape {
  return {
    kind: 'blob',
    cx: random.between(0, width),
    cy: random.between(0, height),
    radius: random.between(0.1, 0.3) * size,
    strength: random.between(0.5, 0.9),
  };
}

function hardShape(random: SeededRandom, width: number, height: number, size: number): Shape {
  const cx = random.between(0.1, 0.9) * width;
  const cy = random.between(0.1, 0.9) * height;
  const radius = random.between(0.06, 0.2) * size;
  const opacity = random.between(0.55, 0.95);
  switch (random.integer(0, 3)) {
    case 0:
      return { kind: 'disc', cx, cy, radius, opacity };
    case 1:
      return { kind: 'ring', cx, cy, radius, inner: radius * random.between(0.55, 0.8), opacity };
    case 2:
      return { kind: 'diamond', cx, cy, radius, opacity };
    default:
      return { kind: 'band', top: random.between(0.5, 0.85) * height, opacity: opacity * 0.7 };
  }
}

function paintLayer(canvas: Uint8ClampedArray, width: number, height: number, layer: Layer): void {
  const { shape } = layer;
  if (shape.kind === 'band') {
    fillRows(canvas, width, Math.floor(shape.top), height, layer.colour, shape.opacity);
    return;
  }
  const { cx, cy, radius } = shape;
  const top = Math.max(0, Math.floor(cy - radius));
  const bottom = Math.min(height, Math.ceil(cy + radius));
  const left = Math.max(0, Math.floor(cx - radius));
  const right = Math.min(width, Math.ceil(cx + radius));
  const [r, g, b] = layer.colour;
  const r2 = radius * radius;
  for (let y = top; y < bottom; y++) {
    const py = y + 0.5 - cy;
    let index = (y * width + left) * 3;
    for (let x = left; x < right; x++, index += 3) {
      const px = x + 0.5 - cx;
      let alpha = 0;
      if (shape.kind === 'blob') {
        const d = (px * px + py * py) / r2;
        if (d < 1) alpha = (1 - d) * (1 - d) * shape.strength;
      } else if (shape.kind === 'disc') {
        if (px * px + py * py <= r2) alpha = shape.opacity;
      } else if (shape.kind === 'ring') {
        const d = px * px + py * py;
        if (d <= r2 && d >= shape.inner * shape.inner) alpha = shape.opacity;
      } else if (Math.abs(px) + Math.abs(py) <= radius) {
        alpha = shape.opacity;
      }
      if (alpha === 0) continue;
      const red = canvas[index] as number;
      const green = canvas[index + 1] as number;
      const blue = canvas[index + 2] as number;
      canvas[index] = red + (r - red) * alpha;
      canvas[index + 1] = green + (g - green) * alpha;
      canvas[index + 2] = blue + (b - blue) * alpha;
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
    const red = canvas[index] as number;
    const green = canvas[index + 1] as number;
    const blue = canvas[index + 2] as number;
    canvas[index] = red + (r - red) * alpha;
    canvas[index + 1] = green + (g - green) * alpha;
    canvas[index + 2] = blue + (b - blue) * alpha;
  }
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const segment = hue / 60;
  const second = chroma * (1 - Math.abs((segment % 2) - 1));
  const sectors: Rgb[] = [
    [chroma, second, 0],
    [second, chroma, 0],
    [0, chroma, second],
    [0, second, chroma],
    [second, 0, chroma],
    [chroma, 0, second],
  ];
  const [r, g, b] = sectors[Math.min(5, Math.floor(segment))] as Rgb;
  const m = lightness - chroma / 2;
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}
