import { Injectable } from '@nestjs/common';
import { type Readable } from 'node:stream';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { isUuid } from '../common/validation/uuid.js';
import { CreationsService } from '../creations/creations.service.js';
import { ImageIntake } from '../creations/image-intake.js';
import { RunwareAdapter } from '../provider/runware.adapter.js';
import { ObjectStorage } from '../storage/object-storage.js';

/** A tool's input, checked, and what is known of it here. */
export interface ToolSource {
  /**
   * The image as the provider takes it (an imageUUID it holds, or a URL it fetches itself),
   * uploading it first when needed: called only once the credits are held.
   */
  provide: () => Promise<string>;
  /** How the history records it: never a data URL's bytes. */
  reference: string;
  /** Width × height, when known here (it bounds the hold). */
  pixels?: number;
  /** The caller's saved image it came from (creation:<id>). */
  sourceCreationId?: string;
}

const CREATION_PREFIX = 'creation:';

/**
 * Turns the image a caller names into one the provider can use, without sending bytes it already
 * has: an imageUUID or a provider image URL goes as it is; a data URL is checked (decoded whole)
 * and uploaded; a saved creation is read from storage and uploaded. Any other reference, a URL
 * off the allowed hosts, or another user's creation is refused naming the field, before anything
 * reaches the provider.
 */
@Injectable()
export class SourceImages {
  constructor(
    private readonly creations: CreationsService,
    private readonly storage: ObjectStorage,
    private readonly intake: ImageIntake,
    private readonly provider: RunwareAdapter,
  ) {}

  async resolve(userId: string, reference: string, field: string): Promise<ToolSource> {
    const value = reference.trim();
    if (value.startsWith(CREATION_PREFIX))
      return this.fromCreation(userId, value.slice(CREATION_PREFIX.length), field);
    if (value.startsWith('data:')) {
      const image = await this.intake.decodedFromDataUrl(value, field);
      return {
        provide: () => this.uploaded(value),
        reference: '[inline image]',
        pixels: image.width * image.height,
      };
    }
    if (isUuid(value)) return { provide: async () => value, reference: value };
    if (URL.canParse(value)) {
      const url = new URL(value);
      if (!['http:', 'https:'].includes(url.protocol) || !this.intake.allowsHost(url.host))
        throw new ValidationFailedError(`${field}: images are not taken from ${url.host}`, {
          field,
        });
      return { provide: async () => url.toString(), reference: url.toString() };
    }
    throw new ValidationFailedError(
      `${field} must be an imageUUID, an image URL, creation:<id> of a saved image, or a data URL`,
      { field },
    );
  }

  /**
   * A generation's seed or mask image as the provider takes it: creation:<id> of the caller's own
   * saved image is uploaded from storage; anything else goes as sent (the provider takes an
   * imageUUID, a URL or a data URL itself).
   */
  async forGeneration(
    userId: string,
    value: string | undefined,
    field: string,
  ): Promise<string | undefined> {
    if (!value?.trim().startsWith(CREATION_PREFIX)) return value;
    return (await this.resolve(userId, value, field)).provide();
  }

  /** One of the caller's saved images, uploaded to the provider from storage. */
  private async fromCreation(userId: string, id: string, field: string): Promise<ToolSource> {
    const creation = await this.creations.owned(userId, id);
    return {
      provide: async () => {
        const stored = await this.storage.get(creation.imageKey);
        if (!stored)
          throw new ValidationFailedError(`${field}: the saved image's file is missing`, {
            field,
          });
        const bytes = await readAll(stored.body);
        return this.uploaded(`data:${stored.contentType};base64,${bytes.toString('base64')}`);
      },
      reference: `${CREATION_PREFIX}${creation.id}`,
      pixels: creation.width * creation.height,
      sourceCreationId: creation.id,
    };
  }

  private async uploaded(dataUrl: string): Promise<string> {
    return (await this.provider.uploadImage(dataUrl)).imageUUID;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
