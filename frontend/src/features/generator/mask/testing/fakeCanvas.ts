/*
 * jsdom has no canvas. This 2D context keeps an RGBA buffer per canvas and rasterises the few
 * calls the mask editor makes (round-capped lines, discs, rectangles, copies, pixel reads and
 * writes) well enough for tests to ask "is this pixel painted?". Colours are not modelled: what
 * is drawn is opaque white, as on the painting layer; only composite modes and alpha matter.
 */

interface Point {
  x: number;
  y: number;
}

type Shape =
  { kind: 'line'; from: Point; to: Point } | { kind: 'disc'; centre: Point; radius: number };

/** A decoded image a test hands to the editor (see fakeMaskImage). */
export interface FakeImage {
  width: number;
  height: number;
  fakePixels: Uint8ClampedArray;
}

const buffers = new WeakMap<HTMLCanvasElement, Uint8ClampedArray>();
const contexts = new WeakMap<HTMLCanvasElement, FakeContext2D>();

/** The canvas's pixels (RGBA), sized to it. */
export function pixelsOf(canvas: HTMLCanvasElement): Uint8ClampedArray {
  const length = canvas.width * canvas.height * 4;
  let pixels = buffers.get(canvas);
  if (!pixels || pixels.length !== length) {
    pixels = new Uint8ClampedArray(length);
    buffers.set(canvas, pixels);
  }
  return pixels;
}

export function alphaAt(canvas: HTMLCanvasElement, x: number, y: number): number {
  return pixelsOf(canvas)[(Math.floor(y) * canvas.width + Math.floor(x)) * 4 + 3];
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

interface DrawingState {
  globalCompositeOperation: GlobalCompositeOperation;
  fillStyle: string;
  strokeStyle: string;
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
}

class FakeContext2D implements DrawingState {
  globalCompositeOperation: GlobalCompositeOperation = 'source-over';
  fillStyle = '#000000';
  strokeStyle = '#000000';
  lineWidth = 1;
  lineCap: CanvasLineCap = 'butt';
  lineJoin: CanvasLineJoin = 'miter';
  private saved: DrawingState[] = [];
  private path: Shape[] = [];
  private pen: Point = { x: 0, y: 0 };

  constructor(readonly canvas: HTMLCanvasElement) {}

  save() {
    const { globalCompositeOperation, fillStyle, strokeStyle, lineWidth, lineCap, lineJoin } = this;
    this.saved.push({
      globalCompositeOperation,
      fillStyle,
      strokeStyle,
      lineWidth,
      lineCap,
      lineJoin,
    });
  }

  restore() {
    Object.assign(this, this.saved.pop());
  }

  beginPath() {
    this.path = [];
  }

  moveTo(x: number, y: number) {
    this.pen = { x, y };
  }

  lineTo(x: number, y: number) {
    this.path.push({ kind: 'line', from: this.pen, to: { x, y } });
    this.pen = { x, y };
  }

  arc(x: number, y: number, radius: number) {
    this.path.push({ kind: 'disc', centre: { x, y }, radius });
  }

  stroke() {
    if (this.lineCap !== 'round') throw new Error('The fake canvas draws round caps only.');
    const radius = this.lineWidth / 2;
    for (const shape of this.path) {
      if (shape.kind !== 'line') continue;
      const { from, to } = shape;
      this.paintWhere(
        { left: Math.min(from.x, to.x) - radius, right: Math.max(from.x, to.x) + radius },
        { top: Math.min(from.y, to.y) - radius, bottom: Math.max(from.y, to.y) + radius },
        (p) => distanceToSegment(p, from, to) <= radius,
      );
    }
  }

  fill() {
    for (const shape of this.path) {
      if (shape.kind !== 'disc') continue;
      const { centre, radius } = shape;
      this.paintWhere(
        { left: centre.x - radius, right: centre.x + radius },
        { top: centre.y - radius, bottom: centre.y + radius },
        (p) => Math.hypot(p.x - centre.x, p.y - centre.y) <= radius,
      );
    }
  }

  fillRect(x: number, y: number, width: number, height: number) {
    this.paintWhere({ left: x, right: x + width }, { top: y, bottom: y + height }, () => true);
  }

  clearRect(x: number, y: number, width: number, height: number) {
    const pixels = pixelsOf(this.canvas);
    this.eachPixel({ left: x, right: x + width }, { top: y, bottom: y + height }, (index) => {
      pixels.fill(0, index, index + 4);
    });
  }

  drawImage(source: HTMLCanvasElement | FakeImage, dx = 0, dy = 0, dw?: number, dh?: number) {
    const from = 'fakePixels' in source ? source.fakePixels : pixelsOf(source);
    const width = dw ?? source.width;
    const height = dh ?? source.height;
    const pixels = pixelsOf(this.canvas);
    this.eachPixel(
      { left: dx, right: dx + width },
      { top: dy, bottom: dy + height },
      (index, x, y) => {
        // Nearest neighbour: enough to stretch a mask in tests.
        const sx = Math.floor(((x - dx) * source.width) / width);
        const sy = Math.floor(((y - dy) * source.height) / height);
        const sourceIndex = (sy * source.width + sx) * 4;
        if (from[sourceIndex + 3] === 0) return;
        pixels.set(from.subarray(sourceIndex, sourceIndex + 4), index);
      },
    );
  }

  getImageData(x: number, y: number, width: number, height: number) {
    this.wholeCanvasOnly(x, y, width, height);
    return { data: new Uint8ClampedArray(pixelsOf(this.canvas)), width, height };
  }

  putImageData(image: { data: Uint8ClampedArray }, x: number, y: number) {
    this.wholeCanvasOnly(x, y, this.canvas.width, this.canvas.height);
    pixelsOf(this.canvas).set(image.data);
  }

  createImageData(width: number, height: number) {
    return { data: new Uint8ClampedArray(width * height * 4), width, height };
  }

  private wholeCanvasOnly(x: number, y: number, width: number, height: number) {
    if (x !== 0 || y !== 0 || width !== this.canvas.width || height !== this.canvas.height) {
      throw new Error('The fake canvas reads and writes whole canvases only.');
    }
  }

  private eachPixel(
    across: { left: number; right: number },
    down: { top: number; bottom: number },
    visit: (index: number, x: number, y: number) => void,
  ) {
    const { width, height } = this.canvas;
    for (
      let y = Math.max(0, Math.floor(down.top));
      y < Math.min(height, Math.ceil(down.bottom));
      y += 1
    ) {
      for (
        let x = Math.max(0, Math.floor(across.left));
        x < Math.min(width, Math.ceil(across.right));
        x += 1
      ) {
        visit((y * width + x) * 4, x, y);
      }
    }
  }

  /** Paints the pixels whose centres pass the test, as the composite mode says. */
  private paintWhere(
    across: { left: number; right: number },
    down: { top: number; bottom: number },
    inside: (centre: Point) => boolean,
  ) {
    const pixels = pixelsOf(this.canvas);
    const mode = this.globalCompositeOperation;
    this.eachPixel(across, down, (index, x, y) => {
      if (!inside({ x: x + 0.5, y: y + 0.5 })) return;
      if (mode === 'source-over') pixels.set([255, 255, 255, 255], index);
      else if (mode === 'destination-out') pixels.fill(0, index, index + 4);
      else if (mode !== 'source-in') throw new Error(`The fake canvas cannot draw with ${mode}.`);
    });
  }
}

/** What the fake PNG says about the mask it was made from. */
export interface FakePngSummary {
  width: number;
  height: number;
  white: number;
  black: number;
  /** Pixels neither opaque white nor opaque black. */
  other: number;
}

function summarise(canvas: HTMLCanvasElement): FakePngSummary {
  const pixels = pixelsOf(canvas);
  const summary = { width: canvas.width, height: canvas.height, white: 0, black: 0, other: 0 };
  for (let index = 0; index < pixels.length; index += 4) {
    const [r, g, b, a] = pixels.subarray(index, index + 4);
    if (a === 255 && r === 255 && g === 255 && b === 255) summary.white += 1;
    else if (a === 255 && r === 0 && g === 0 && b === 0) summary.black += 1;
    else summary.other += 1;
  }
  return summary;
}

const FAKE_PNG_PREFIX = 'data:image/png;base64,';

export function readFakePng(dataUrl: string): FakePngSummary {
  if (!dataUrl.startsWith(FAKE_PNG_PREFIX)) throw new Error(`Not a PNG data URL: ${dataUrl}`);
  return JSON.parse(atob(dataUrl.slice(FAKE_PNG_PREFIX.length))) as FakePngSummary;
}

/** Gives every canvas the fake context; toDataURL('image/png') describes the pixels. */
export function installFakeCanvas() {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
    kind: string,
  ) {
    if (kind !== '2d') return null;
    let context = contexts.get(this);
    if (!context) {
      context = new FakeContext2D(this);
      contexts.set(this, context);
    }
    return context as unknown as CanvasRenderingContext2D;
  } as HTMLCanvasElement['getContext']);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
  ) {
    if (type !== 'image/png') throw new Error(`The fake canvas writes PNG only, not ${type}.`);
    return FAKE_PNG_PREFIX + btoa(JSON.stringify(summarise(this)));
  });
}

/** A black mask with a white rectangle, as a loaded image. */
export function fakeMaskImage(
  width: number,
  height: number,
  white: { left: number; top: number; right: number; bottom: number },
): FakeImage {
  const fakePixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inside = x >= white.left && x < white.right && y >= white.top && y < white.bottom;
      const value = inside ? 255 : 0;
      fakePixels.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return { width, height, fakePixels };
}
