import sharp, { type Metadata } from 'sharp';
import { type RawImage } from '../rendering/encode-image.js';
import { MAX_INPUT_PIXELS } from './input-limits.js';

/** The encodings an input may have, as sharp names them. */
export type InputFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** PNG, JPG and WEBP everywhere; imageUpload also takes GIF (its first frame). */
export const INPUT_FORMATS: readonly InputFormat[] = ['png', 'jpeg', 'webp'];
export const UPLOAD_FORMATS: readonly InputFormat[] = ['png', 'jpeg', 'webp', 'gif'];

export interface DecodedImage extends RawImage {
  format: InputFormat;
}

/** Why bytes are not a usable image: the message completes "Invalid value for <parameter>. …". */
export class UndecodableImageError extends Error {}

/**
 * Decodes an encoded image to 8-bit sRGB pixels (RGBA when it has transparency), upright as its EXIF
 * orientation says. Refuses other formats, canvases over MAX_INPUT_PIXELS and damaged data, all
 * before the pixels are handed on.
 */
export async function decodeImage(
  bytes: Buffer,
  formats: readonly InputFormat[],
): Promise<DecodedImage> {
  let metadata: Metadata;
  try {
    // The header only: the pixel count is checked below, with a message that gives it.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    // BMP is one of the provider's upload formats; sharp cannot read it, so say so plainly.
    const bmp = bytes.subarray(0, 2).toString('latin1') === 'BM';
    throw new UndecodableImageError(
      `${bmp ? 'BMP images are not accepted.' : 'The data is not an image.'} ${describe(formats)}`,
    );
  }
  const format: string = metadata.format ?? 'unknown';
  if (!(formats as readonly string[]).includes(format)) {
    throw new UndecodableImageError(
      `${format.toUpperCase()} images are not accepted. ${describe(formats)}`,
    );
  }
  const { width, height } = metadata;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new UndecodableImageError(
      `The image is ${width}×${height} pixels, more than the limit of ${MAX_INPUT_PIXELS.toLocaleString('en-US')} pixels.`,
    );
  }
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      autoOrient: true,
    })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const channels = info.channels === 4 ? 4 : 3;
    if (info.channels !== channels) throw new Error(`unexpected ${info.channels} channels`);
    return {
      pixels: data,
      width: info.width,
      height: info.height,
      channels,
      format: format as InputFormat,
    };
  } catch {
    throw new UndecodableImageError(`The ${format.toUpperCase()} data is damaged or truncated.`);
  }
}

function describe(formats: readonly InputFormat[]): string {
  const names = formats.map((format) => (format === 'jpeg' ? 'JPG' : format.toUpperCase()));
  return `Send ${names.slice(0, -1).join(', ')} or ${names.at(-1) as string} data.`;
}
