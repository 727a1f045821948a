import sharp, { type Sharp } from 'sharp';
import { type OutputFormat } from './output-format.js';

/** Raw 8-bit pixels, 3 (RGB) or 4 (RGBA) bytes each, row by row. */
export interface RawImage {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** A sharp pipeline reading raw pixels, for further operations before encoding. */
export function rawPipeline(image: RawImage): Sharp {
  const { pixels, width, height, channels } = image;
  return sharp(pixels, { raw: { width, height, channels } });
}

/** Encodes raw pixels in one of the provider's output formats. */
export function encodeImage(
  image: RawImage,
  format: OutputFormat,
  quality: number,
): Promise<Buffer> {
  return encodePipeline(rawPipeline(image), format, quality);
}

/**
 * Ends a pipeline in one of the provider's output formats. PNG and WEBP keep an alpha channel; JPG
 * has none, so transparent pixels are laid on white.
 */
export function encodePipeline(
  pipeline: Sharp,
  format: OutputFormat,
  quality: number,
): Promise<Buffer> {
  switch (format) {
    case 'PNG':
      return pipeline.png({ compressionLevel: 6 }).toBuffer();
    case 'WEBP':
      return pipeline.webp({ quality, effort: 1 }).toBuffer();
    case 'JPG':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();
  }
}
