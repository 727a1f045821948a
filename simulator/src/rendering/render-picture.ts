import sharp from 'sharp';
import { randomFromText } from '../random/random-from-text.js';
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
  const { width, height } = request;
  const pixels = paintAbstractPicture(width, height, randomFromText(request.identity));
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  switch (request.format) {
    case 'PNG':
      return image.png({ compressionLevel: 6 }).toBuffer();
    case 'WEBP':
      return image.webp({ quality: request.quality, effort: 1 }).toBuffer();
    case 'JPG':
      return image.jpeg({ quality: request.quality }).toBuffer();
  }
}
