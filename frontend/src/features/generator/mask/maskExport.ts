import { context2d, createCanvas } from './maskCanvas';
import { coverageToMask, isCoverageEmpty } from './maskPixels';

/**
 * The painting layer as the PNG the generator sends: opaque white where painted, opaque black
 * elsewhere, at the layer's (the source image's natural) size; null when nothing is painted.
 */
export function exportMaskPng(layer: HTMLCanvasElement): string | null {
  const { width, height } = layer;
  const coverage = context2d(layer).getImageData(0, 0, width, height);
  if (isCoverageEmpty(coverage.data)) return null;
  const output = createCanvas(width, height);
  const context = context2d(output);
  const mask = context.createImageData(width, height);
  mask.data.set(coverageToMask(coverage.data));
  context.putImageData(mask, 0, 0);
  return output.toDataURL('image/png');
}
