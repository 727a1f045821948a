import { type ImageSource } from './creations.service.js';

/**
 * What makes two saves the same image: the provider URL of the generated image it is copied from.
 * A folder holds each one once (creations_user_source_folder_unique). Bytes sent as a data URL
 * have no such identity (null): they are stored as sent, each time.
 */
export function sourceImageIdOf(source: ImageSource): string | null {
  return 'imageUrl' in source ? source.imageUrl.trim() : null;
}
