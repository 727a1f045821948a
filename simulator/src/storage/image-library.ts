import { createHash } from 'node:crypto';
import { type ImageOrigin, UNKNOWN_ORIGIN } from '../images/image-origin.js';
import { BoundedMap } from '../protocol/bounded-map.js';
import { extensionOf, OUTPUT_FORMATS, type OutputFormat } from '../rendering/output-format.js';
import { type GeneratedImageStore } from './generated-image-store.js';

/** An image the simulator made or received, as it remembers it. */
export interface LibraryImage {
  imageUUID: string;
  /** `<imageUUID>.<jpg|png|webp>` in the image store, also the last part of its URL. */
  fileName: string;
  origin: ImageOrigin;
}

export interface NewImage {
  imageUUID: string;
  bytes: Buffer;
  format: OutputFormat;
  origin: ImageOrigin;
  /** Seconds until the file goes, like imageInference's `ttl`. */
  ttl?: number;
}

interface LibraryLimits {
  maxEntries: number;
  /** Prompts dominate what is remembered; they are bounded by their total length. */
  maxPromptCharacters: number;
}

const LIMITS: LibraryLimits = { maxEntries: 100_000, maxPromptCharacters: 64 * 1024 * 1024 };

/**
 * Every image the simulator made or received (generated, uploaded, upscaled, …): its file in the
 * image store, and what is known of its origin. Inputs name images by imageUUID or URL; an input
 * sent as data finds its origin by its bytes, so a generated picture downloaded and sent back still
 * gets a caption from its prompt. Bounded like the task results: the oldest records are forgotten
 * first; a forgotten image is still found by its file, without its origin.
 */
export class ImageLibrary {
  private readonly records: BoundedMap<string, LibraryImage>;
  private readonly originsByContent: BoundedMap<string, ImageOrigin>;

  constructor(
    private readonly files: GeneratedImageStore,
    limits: LibraryLimits = LIMITS,
  ) {
    this.records = new BoundedMap({
      maxEntries: limits.maxEntries,
      maxWeight: limits.maxPromptCharacters,
      weigh: (image: LibraryImage) => image.origin.prompt?.length ?? 0,
    });
    this.originsByContent = new BoundedMap({
      maxEntries: limits.maxEntries,
      maxWeight: limits.maxPromptCharacters,
      weigh: (origin: ImageOrigin) => origin.prompt?.length ?? 0,
    });
  }

  /** Stores the file and remembers the image; answers its file name. */
  async add(image: NewImage): Promise<string> {
    const fileName = `${image.imageUUID}.${extensionOf(image.format)}`;
    await this.files.save(fileName, image.bytes, image.ttl);
    this.records.set(image.imageUUID.toLowerCase(), {
      imageUUID: image.imageUUID,
      fileName,
      origin: image.origin,
    });
    if (image.origin.prompt !== undefined || image.origin.painting !== undefined) {
      this.originsByContent.set(contentKey(image.bytes), image.origin);
    }
    return fileName;
  }

  /** The image's bytes and what is known of it; undefined when unknown or expired. */
  async read(imageUUID: string): Promise<{ image: LibraryImage; bytes: Buffer } | undefined> {
    const key = imageUUID.toLowerCase();
    const known = this.records.get(key);
    const candidates = known
      ? [known]
      : OUTPUT_FORMATS.map((format) => ({
          imageUUID: key,
          fileName: `${key}.${extensionOf(format)}`,
          origin: UNKNOWN_ORIGIN,
        }));
    for (const image of candidates) {
      const bytes = await this.files.read(image.fileName);
      if (!bytes) continue;
      return { image: known ? image : { ...image, origin: this.origin(bytes) }, bytes };
    }
    return undefined;
  }

  /** What is known of an image sent as data, recognised by its exact bytes. */
  origin(bytes: Buffer): ImageOrigin {
    return this.originsByContent.get(contentKey(bytes)) ?? UNKNOWN_ORIGIN;
  }
}

function contentKey(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
