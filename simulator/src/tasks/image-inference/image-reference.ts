import { isUuid } from '../../protocol/is-uuid.js';

const DATA_URI = /^data:image\/(png|jpe?g|webp|bmp|gif);base64,[A-Za-z0-9+/=\s]+$/i;
const RAW_BASE64 = /^[A-Za-z0-9+/=\s]{16,}$/;

/**
 * Whether a value can name an input image the way the provider accepts them: the UUID of an uploaded
 * or generated image, a data URI, raw base64 or a public URL. A check of form only: seedImage and
 * maskImage are then read by the InputImageResolver; guide images are never read.
 */
export function isImageReference(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  if (isUuid(value) || DATA_URI.test(value) || RAW_BASE64.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
