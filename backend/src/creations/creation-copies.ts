import { createHash, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { constraintOf, isUniqueViolation } from '../common/errors/postgres-errors.js';
import { FoldersService } from '../folders/folders.service.js';
import { withRemixSource } from '../shares/dto/remix-source.js';
import { ObjectStorage } from '../storage/object-storage.js';
import { alreadySaved } from './already-saved.error.js';
import { removeCreationFiles } from './creation-files.js';
import { creationKeys } from './creations.service.js';
import { Creation } from './entities/creation.entity.js';

/** What a copy keeps of the original's settings: all of them, or none (the image alone). */
export interface CopyOptions {
  /** One of the new owner's folders; null: their Default folder. */
  folderId: string | null;
  /** False leaves prompt, model and settings out, as a share that hides them. */
  keepSettings: boolean;
}

/** The unique index that keeps one copy of an original per gallery. */
const COPY_SOURCE_UNIQUE = 'creations_user_copy_source_unique';

/**
 * What a copy remembers of its original (Creation.copySource): a digest of the original's id,
 * the same for every copy of it, from which the original cannot be named.
 */
export function copySourceOf(original: Pick<Creation, 'id'>): string {
  return createHash('sha256').update(`creation:${original.id}`).digest('hex');
}

/**
 * Copies a saved image into another user's gallery: new files under the new owner's prefix (the
 * bytes copied in storage, never shared with the original), a new row they own. Nothing links the
 * copy back to the original owner's image or generation but a digest of its id, which keeps one
 * copy per gallery: the same original again is ALREADY_SAVED (naming where the copy is), checked
 * first and by a unique index when two copies race.
 */
@Injectable()
export class CreationCopies {
  private readonly logger = new Logger(CreationCopies.name);

  constructor(
    @InjectRepository(Creation) private readonly creations: Repository<Creation>,
    private readonly folders: FoldersService,
    private readonly storage: ObjectStorage,
  ) {}

  async copy(userId: string, original: Creation, options: CopyOptions): Promise<Creation> {
    // The owner of a shared image already has it: a copy would be a silent duplicate.
    if (original.userId === userId) throw alreadySaved(await this.withFolder(original));
    const folder = options.folderId
      ? await this.folders.owned(userId, options.folderId)
      : await this.folders.defaultFolder(userId);
    const copySource = copySourceOf(original);
    await this.assertNotCopied(userId, copySource);
    const id = randomUUID();
    const keys = creationKeys(userId, id, original.format);
    try {
      await this.copyFile(original.imageKey, keys.imageKey);
      await this.copyFile(original.thumbnailKey, keys.thumbnailKey);
      const settings = options.keepSettings
        ? {
            prompt: original.prompt,
            negativePrompt: original.negativePrompt,
            modelAir: original.modelAir,
            // A copy is not a remix: the original's credit stays with the original.
            parameters: withRemixSource(original.parameters, null),
          }
        : { prompt: '', negativePrompt: null, modelAir: '', parameters: {} };
      const copy = await this.creations.save(
        this.creations.create({
          id,
          userId,
          folderId: folder.id,
          ...keys,
          ...settings,
          byteSize: original.byteSize,
          width: original.width,
          height: original.height,
          format: original.format,
          nsfw: original.nsfw,
          sourceImageId: null,
          generationId: null,
          sourceCreationId: null,
          copySource,
        }),
      );
      copy.folder = folder;
      return copy;
    } catch (error) {
      await removeCreationFiles(this.storage, this.logger, keys);
      if (isUniqueViolation(error) && constraintOf(error) === COPY_SOURCE_UNIQUE) {
        // Another copy of the same original committed first.
        await this.assertNotCopied(userId, copySource);
      }
      throw error;
    }
  }

  private async withFolder(creation: Creation): Promise<Creation> {
    return await this.creations.findOneOrFail({
      where: { id: creation.id },
      relations: { folder: true },
    });
  }

  private async assertNotCopied(userId: string, copySource: string): Promise<void> {
    const copied = await this.creations.findOne({
      where: { userId, copySource },
      relations: { folder: true },
    });
    if (copied) throw alreadySaved(copied);
  }

  private async copyFile(from: string, to: string): Promise<void> {
    const stored = await this.storage.get(from);
    // Deleted while being copied: the same answer as an image no longer shared.
    if (!stored) throw new NotFoundError('Shared image not found');
    await this.storage.put(to, stored.body, stored.contentType);
  }
}
