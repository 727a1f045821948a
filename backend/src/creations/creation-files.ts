import { type Logger } from '@nestjs/common';
import { type ObjectStorage } from '../storage/object-storage.js';

/** The two files of a saved image. */
export interface CreationFileKeys {
  imageKey: string;
  thumbnailKey: string;
}

/** Removes a saved image's files; one that cannot be removed now is left to the orphan scan. */
export async function removeCreationFiles(
  storage: ObjectStorage,
  logger: Logger,
  keys: CreationFileKeys,
): Promise<void> {
  for (const key of [keys.imageKey, keys.thumbnailKey]) {
    await storage.delete(key).catch((error: unknown) => {
      logger.warn(`Could not delete ${key}; the orphan scan will: ${String(error)}`);
    });
  }
}
