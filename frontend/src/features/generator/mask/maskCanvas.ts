import type { MaskOperation, MaskTool, StrokeOperation, StrokePoint } from './maskOperation';
import { invertCoverage, maskToCoverage } from './maskPixels';
import { interpolatePoints, pointSpacing } from './strokePath';

/** The painting layer's colour: its alpha is what counts (see maskPixels.ts). */
export const MASK_PAINT = '#ffffff';

export function createCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The mask is read back on invert and export: keeping it in memory makes that cheap. */
export function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  return context;
}

function usingTool(context: CanvasRenderingContext2D, tool: MaskTool, colour: string) {
  context.globalCompositeOperation = tool === 'eraser' ? 'destination-out' : 'source-over';
  context.fillStyle = colour;
  context.strokeStyle = colour;
  context.lineCap = 'round';
  context.lineJoin = 'round';
}

/** The round tip where a stroke starts: a tap leaves a dot. */
export function drawStrokeStart(
  context: CanvasRenderingContext2D,
  stroke: Pick<StrokeOperation, 'tool' | 'size'>,
  point: StrokePoint,
  colour: string,
) {
  context.save();
  usingTool(context, stroke.tool, colour);
  context.beginPath();
  context.arc(point.x, point.y, (stroke.size * point.pressure) / 2, 0, Math.PI * 2);
  context.fill();
  context.restore();
}

/**
 * The line from one sample to the next, in short round-capped pieces so the width can follow
 * pen pressure without visible steps.
 */
export function drawStrokeSegment(
  context: CanvasRenderingContext2D,
  stroke: Pick<StrokeOperation, 'tool' | 'size'>,
  from: StrokePoint,
  to: StrokePoint,
  colour: string,
) {
  context.save();
  usingTool(context, stroke.tool, colour);
  let previous = from;
  for (const point of interpolatePoints(from, to, pointSpacing(stroke.size))) {
    context.lineWidth = (stroke.size * (previous.pressure + point.pressure)) / 2;
    context.beginPath();
    context.moveTo(previous.x, previous.y);
    context.lineTo(point.x, point.y);
    context.stroke();
    previous = point;
  }
  context.restore();
}

export function drawStroke(
  context: CanvasRenderingContext2D,
  stroke: StrokeOperation,
  colour: string,
) {
  const [first, ...rest] = stroke.points;
  if (!first) return;
  drawStrokeStart(context, stroke, first, colour);
  let previous = first;
  for (const point of rest) {
    drawStrokeSegment(context, stroke, previous, point, colour);
    previous = point;
  }
}

function invertLayer(context: CanvasRenderingContext2D) {
  const { width, height } = context.canvas;
  const pixels = context.getImageData(0, 0, width, height);
  invertCoverage(pixels.data);
  context.putImageData(pixels, 0, 0);
}

/** One step onto the painting layer. */
export function applyOperation(context: CanvasRenderingContext2D, operation: MaskOperation) {
  const { width, height } = context.canvas;
  if (operation.kind === 'stroke') drawStroke(context, operation, MASK_PAINT);
  else if (operation.kind === 'clear') context.clearRect(0, 0, width, height);
  else invertLayer(context);
}

/** Makes `target` a copy of `source` (both the same size). */
export function copyLayer(target: CanvasRenderingContext2D, source: HTMLCanvasElement) {
  const { width, height } = target.canvas;
  target.save();
  target.globalCompositeOperation = 'source-over';
  target.clearRect(0, 0, width, height);
  target.drawImage(source, 0, 0);
  target.restore();
}

/** A black and white mask image, stretched to the layer's size, as coverage on the layer. */
export function drawMaskImage(context: CanvasRenderingContext2D, image: CanvasImageSource) {
  const { width, height } = context.canvas;
  context.save();
  context.globalCompositeOperation = 'source-over';
  context.clearRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  context.restore();
  const pixels = context.getImageData(0, 0, width, height);
  maskToCoverage(pixels.data);
  context.putImageData(pixels, 0, 0);
}

/** The on-screen overlay: the painting layer's shape in the overlay colour. */
export function paintOverlay(
  overlay: CanvasRenderingContext2D,
  layer: HTMLCanvasElement,
  colour: string,
) {
  copyLayer(overlay, layer);
  overlay.save();
  overlay.globalCompositeOperation = 'source-in';
  overlay.fillStyle = colour;
  overlay.fillRect(0, 0, overlay.canvas.width, overlay.canvas.height);
  overlay.restore();
}
