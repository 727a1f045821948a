import { type SeededRandom } from '../random/seeded-random.js';

export type Rgb = readonly [number, number, number];

export type Shape =
  | { kind: 'blob'; cx: number; cy: number; radius: number; strength: number }
  | { kind: 'disc'; cx: number; cy: number; radius: number; opacity: number }
  | { kind: 'ring'; cx: number; cy: number; radius: number; inner: number; opacity: number }
  | { kind: 'diamond'; cx: number; cy: number; radius: number; opacity: number }
  | { kind: 'band'; top: number; opacity: number };

export interface Layer {
  shape: Shape;
  colour: Rgb;
}

/** Everything an abstract picture is made of, before a single pixel is painted. */
export interface PicturePlan {
  gradient: { from: Rgb; to: Rgb; angle: number };
  /** Soft blobs, then hard shapes, painted in this order over the gradient. */
  layers: Layer[];
  /**
   * The picture's subject: an opaque disc or diamond near the centre, painted last. Background
   * removal cuts it out, so it never reaches the picture's edges.
   */
  subject: Layer;
}

/**
 * Draws every choice of an abstract picture from `random`: the same generator state gives the same
 * plan. The subject is drawn last, so the layers behind it are those of the pictures painted before
 * it existed.
 */
export function planAbstractPicture(
  width: number,
  height: number,
  random: SeededRandom,
): PicturePlan {
  const palette = makePalette(random);
  const gradient = {
    from: random.pick(palette),
    to: random.pick(palette),
    angle: random.between(0, Math.PI * 2),
  };
  const size = Math.max(width, height);
  const layers: Layer[] = [];
  for (let i = random.integer(3, 6); i > 0; i--) {
    layers.push({ shape: softBlob(random, width, height, size), colour: random.pick(palette) });
  }
  for (let i = random.integer(2, 4); i > 0; i--) {
    layers.push({ shape: hardShape(random, width, height, size), colour: random.pick(palette) });
  }
  return { gradient, layers, subject: centralSubject(random, width, height, palette, gradient) };
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

/**
 * Sized and placed by the shorter side, so on any aspect ratio it covers the centre and stays
 * clear of the edges (at most 0.08 + 0.32 of the shorter side from the centre).
 */
function centralSubject(
  random: SeededRandom,
  width: number,
  height: number,
  palette: readonly Rgb[],
  gradient: PicturePlan['gradient'],
): Layer {
  const short = Math.min(width, height);
  const cx = width / 2 + random.between(-0.08, 0.08) * short;
  const cy = height / 2 + random.between(-0.08, 0.08) * short;
  const radius = random.between(0.22, 0.32) * short;
  const kind = random.integer(0, 1) === 0 ? 'disc' : 'diamond';
  return { shape: { kind, cx, cy, radius, opacity: 1 }, colour: contrasting(palette, gradient) };
}

/** The palette colour farthest from the gradient's middle, so the subject stands out. */
function contrasting(palette: readonly Rgb[], { from, to }: PicturePlan['gradient']): Rgb {
  const middle = from.map((value, channel) => (value + (to[channel] as number)) / 2);
  const distance = (colour: Rgb) =>
    colour.reduce((sum, value, channel) => sum + (value - (middle[channel] as number)) ** 2, 0);
  return palette.reduce((best, colour) => (distance(colour) > distance(best) ? colour : best));
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
