import { createHash } from 'node:crypto';
import { type ImageSource } from './creations.service.js';

/** The base64 payload of an image data URL (what ImageIntake.fromDataUrl accepts). */
const DATA_URL_PAYLOAD = /^data:image\/[a-z]+;base64,([A-Za-z0-9+/=\s]+)$/;

/**
 * What makes two saves the same image, so a folder holds each once
 * (creations_user_source_folder_unique): the provider URL of the generated image it is copied
 * from, or, for bytes sent as a data URL, `sha256:` and the hash of those bytes. Null for a data
 * URL that is no image (refused later, by the intake).
 */
export function sourceImageIdOf(source: ImageSource): string | null {
  if ('imageUrl' in source) return source.imageUrl.trim();
  const payload = DATA_URL_PAYLOAD.exec(source.dataUrl)?.[1];
  if (!payload) return null;
  const bytes = Buffer.from(payload, 'base64');
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}
