import { type InputImage } from '../../images/input-image-resolver.js';
import { encodePipeline, rawPipeline } from '../../rendering/encode-image.js';
import { type OutputFormat } from '../../rendering/output-format.js';

/** Uploaded images are kept at most this long on their longer side, as the provider keeps them. */
export const MAX_UPLOAD_EDGE = 2048;

const KEPT_AS: Record<string, OutputFormat> = { png: 'PNG', jpeg: 'JPG', webp: 'WEBP' };

/**
 * The file an upload is stored as: the bytes as sent when they fit (PNG, JPG or WEBP); otherwise
 * shrunk to fit 2048 px (keeping the ratio) in the same format, and GIFs as PNG.
 */
export async function fitUpload(
  input: InputImage,
): Promise<{ bytes: Buffer; format: OutputFormat }> {
  const { decoded } = input;
  const format = KEPT_AS[decoded.format] ?? 'PNG';
  const fits = Math.max(decoded.width, decoded.height) <= MAX_UPLOAD_EDGE;
  if (fits && KEPT_AS[decoded.format]) return { bytes: input.bytes, format };
  const pipeline = rawPipeline(decoded).resize({
    width: MAX_UPLOAD_EDGE,
    height: MAX_UPLOAD_EDGE,
    fit: 'inside',
    withoutEnlargement: true,
    kernel: 'lanczos3',
  });
  return { bytes: await encodePipeline(pipeline, format, 95), format };
}
