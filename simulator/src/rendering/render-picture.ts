import { randomFromText } from '../random/random-from-text.js';
import { encodeImage, type RawImage } from './encode-image.js';
import { type OutputFormat } from './output-format.js';
import { paintAbstractPicture } from './paint-abstract-picture.js';

export interface PictureRequest {
  /** Everything that identifies the picture (prompt, seed, model, size): equal texts, equal pictures. */
  identity: string;
  width: number;
  height: number;
  format: OutputFormat;
  /** 20–99, the provider's outputQuality. */
  quality: number;
}

/** Renders an encoded image of exactly width×height in the requested format. */
export async function renderPicture(request: PictureRequest): Promise<Buffer> {
  return encodeImage(
    paintPicture(request.identity, request.width, request.height),
    request.format,
    request.quality,
  );
}

/** The raw RGB picture painted from `identity`, before encoding (image-to-image blends it). */
export function paintPicture(identity: string, width: number, height: number): RawImage {
  const pixels = paintAbstractPicture(width, height, randomFromText(identity));
  return { pixels, width, height, channels: 3 };
}
