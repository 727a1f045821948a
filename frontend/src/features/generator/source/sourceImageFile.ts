/** The image types the provider takes as a source image. */
export const SOURCE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The largest source image uploaded (its data URL stays under the server's limit). */
export const MAX_SOURCE_IMAGE_BYTES = 20 * 1024 * 1024;

export interface FileRefusal {
  title: string;
  description: string;
}

/** Why a chosen or dropped file cannot be the source image, or null when it can. */
export function sourceFileRefusal(file: Pick<File, 'type' | 'size'>): FileRefusal | null {
  if (!(SOURCE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { title: 'Unsupported image type', description: 'Choose a PNG, JPEG or WEBP image.' };
  }
  if (file.size > MAX_SOURCE_IMAGE_BYTES) {
    return { title: 'Image too large', description: 'The source image can be at most 20 MB.' };
  }
  return null;
}
