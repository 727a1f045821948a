import { type RawImage, encodePipeline, rawPipeline } from '../../rendering/encode-image.js';
import { type OutputFormat } from '../../rendering/output-format.js';

/** The provider's largest upscale output. */
export const MAX_UPSCALE_EDGE = 4096;

export interface Size {
  width: number;
  height: number;
}

/** The input scaled by the factor, shrunk (keeping the ratio) so that its longer side fits 4096. */
export function upscaledSize({ width, height }: Size, factor: number): Size {
  const scale = Math.min(factor, MAX_UPSCALE_EDGE / Math.max(width, height));
  return {
    width: Math.max(1, Math.min(MAX_UPSCALE_EDGE, Math.round(width * scale))),
    height: Math.max(1, Math.min(MAX_UPSCALE_EDGE, Math.round(height * scale))),
  };
}

/** Resamples the image to `size` with a Lanczos filter and encodes it. */
export function upscaleImage(
  image: RawImage,
  size: Size,
  format: OutputFormat,
  quality: number,
): Promise<Buffer> {
  const resized = rawPipeline(image).resize({ ...size, fit: 'fill', kernel: 'lanczos3' });
  return encodePipeline(resized, format, quality);
}
