import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../common/errors/domain-errors.js';
import { isForeignKeyViolation } from '../common/errors/postgres-errors.js';
import { keysetPage } from '../common/pagination/keyset.js';
import { isUuid } from '../common/validation/uuid.js';
import { AppConfig } from '../config/app-config.js';
import { type Folder } from '../folders/entities/folder.entity.js';
import { checkedFolderName } from '../folders/folder-name.js';
import { FoldersService } from '../folders/folders.service.js';
import { Generation } from '../generation/entities/generation.entity.js';
import { ObjectStorage } from '../storage/object-storage.js';
import { type SaveCreationInput } from './dto/save-creation.input.js';
import { Creation } from './entities/creation.entity.js';
import { type CheckedImage, ImageIntake } from './image-intake.js';

/** Generation settings are a few KB; refuse anything far beyond. */
const MAX_PARAMETERS_BYTES = 64 * 1024;

export const CREATION_PAGE_MAX = 100;

/** Where the image comes from: a provider URL (web client) or a base64 data URL (REST compat). */
export type ImageSource = { imageUrl: string } | { dataUrl: string };

export interface CreationDetails extends Omit<
  SaveCreationInput,
  'imageUrl' | 'folderId' | 'folderName'
> {
  source: ImageSource;
  folder: { id: string } | { name: string } | null;
}

/** The stored details of a save request, whichever API it came through. */
export function creationDetails(
  input: SaveCreationInput,
  source: ImageSource,
  folder: CreationDetails['folder'],
): CreationDetails {
  const { prompt, negativePrompt, modelId, parameters, generationId } = input;
  return { prompt, negativePrompt, modelId, parameters, generationId, source, folder };
}

export interface CreationPage {
  items: Creation[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** Storage keys live under the owner's prefix so a whole user can be listed or removed at once. */
export function creationKeys(userId: string, id: string, format: string) {
  return {
    imageKey: `users/${userId}/creations/${id}.${format === 'jpeg' ? 'jpg' : format}`,
    thumbnailKey: `users/${userId}/thumbnails/${id}.webp`,
  };
}

/** The images users chose to keep. Every operation is scoped to the owner: others' ids are 404. */
@Injectable()
export class CreationsService {
  private readonly logger = new Logger(CreationsService.name);

  constructor(
    @InjectRepository(Creation) private readonly creations: Repository<Creation>,
    @InjectRepository(Generation) private readonly generations: Repository<Generation>,
    private readonly folders: FoldersService,
    private readonly intake: ImageIntake,
    private readonly storage: ObjectStorage,
    private readonly config: AppConfig,
  ) {}

  /**
   * Checks everything that can be checked before any byte is stored, then stores image and
   * thumbnail, then the row. A failed row insert removes the files it uploaded.
   */
  async save(userId: string, details: CreationDetails): Promise<Creation> {
    const parameters = details.parameters ?? {};
    if (Buffer.byteLength(JSON.stringify(parameters)) > MAX_PARAMETERS_BYTES) {
      throw new ValidationFailedError('parameters are too large', { field: 'parameters' });
    }
    if (details.generationId) await this.assertOwnGeneration(userId, details.generationId);
    const target = await this.folderTarget(userId, details.folder);
    const image = await this.fetchImage(details.source);
    const thumbnail = await this.intake.thumbnailOf(image);
    // A new folder is made only now, so a refused image leaves none behind.
    let folder =
      'create' in target ? await this.folders.findOrCreate(userId, target.create) : target;

    const id = randomUUID();
    const keys = creationKeys(userId, id, image.format);
    await this.storage.put(keys.imageKey, image.bytes, image.contentType);
    try {
      await this.storage.put(keys.thumbnailKey, thumbnail, 'image/webp');
      const row = {
        id,
        userId,
        ...keys,
        byteSize: image.bytes.length,
        prompt: details.prompt,
        negativePrompt: details.negativePrompt?.trim() ? details.negativePrompt : null,
        modelId: details.modelId,
        width: image.width,
        height: image.height,
        format: image.format,
        parameters,
        generationId: details.generationId ?? null,
      };
      let creation: Creation;
      try {
        creation = await this.creations.save(
          this.creations.create({ ...row, folderId: folder.id }),
        );
      } catch (error) {
        if (!isForeignKeyViolation(error, 'folder_id')) throw error;
        // The folder was deleted while the image was on its way: keep the image, in Default,
        // where the deleted folder's other creations went too.
        folder = await this.folders.defaultFolder(userId);
        creation = await this.creations.save(
          this.creations.create({ ...row, folderId: folder.id }),
        );
      }
      creation.folder = folder;
      return creation;
    } catch (error) {
      await this.removeFiles(keys);
      throw error;
    }
  }

  /** Newest first by keyset cursor; folderId narrows to one of the user's folders. */
  async page(
    userId: string,
    options: { folderId?: string | null; first: number; after?: string | null },
  ): Promise<CreationPage> {
    const query = this.creations
      .createQueryBuilder('creation')
      .innerJoinAndSelect('creation.folder', 'folder')
      .where('creation.userId = :userId', { userId });
    if (options.folderId) {
      const folder = await this.folders.owned(userId, options.folderId);
      query.andWhere('creation.folderId = :folderId', { folderId: folder.id });
    }
    return keysetPage(query, 'creation', options);
  }

  /**
   * REST compat paging by limit/offset, newest first; folderName narrows to one folder. The offset
   * is skipped on the narrow (user, created_at, id) index alone, then only the page's rows are
   * loaded, so a deep page costs little more than the first.
   */
  async slice(
    userId: string,
    options: { limit: number; offset: number; folderName?: string },
  ): Promise<Creation[]> {
    const ids = this.creations
      .createQueryBuilder('creation')
      .select('creation.id', 'id')
      .where('creation.userId = :userId', { userId })
      .orderBy('creation.createdAt', 'DESC')
      .addOrderBy('creation.id', 'DESC')
      .limit(Math.min(Math.max(options.limit, 1), CREATION_PAGE_MAX))
      .offset(Math.max(options.offset, 0));
    if (options.folderName !== undefined) {
      const folder = await this.folders.byName(userId, options.folderName);
      ids.andWhere('creation.folderId = :folderId', { folderId: folder.id });
    }
    const pageIds = (await ids.getRawMany<{ id: string }>()).map((row) => row.id);
    if (pageIds.length === 0) return [];
    const rows = await this.creations.find({
      where: { id: In(pageIds), userId },
      relations: { folder: true },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return pageIds.flatMap((id) => byId.get(id) ?? []);
  }

  async move(userId: string, id: string, target: { id: string } | { name: string }) {
    const creation = await this.owned(userId, id);
    const folder =
      'id' in target
        ? await this.folders.owned(userId, target.id)
        : await this.folders.byName(userId, target.name);
    await this.creations.update({ id: creation.id, userId }, { folderId: folder.id });
    creation.folderId = folder.id;
    creation.folder = folder;
    return creation;
  }

  /** Removes the row, then its files; a file that cannot be removed now is left to the orphan scan. */
  async delete(userId: string, id: string): Promise<void> {
    const creation = await this.owned(userId, id);
    const result = await this.creations.delete({ id: creation.id, userId });
    if (!result.affected) throw new NotFoundError('Creation not found');
    await this.removeFiles(creation);
  }

  async owned(userId: string, id: string): Promise<Creation> {
    const creation = isUuid(id)
      ? await this.creations.findOne({ where: { id, userId }, relations: { folder: true } })
      : null;
    if (!creation) throw new NotFoundError('Creation not found');
    return creation;
  }

  imageUrl(creation: Creation): Promise<string> {
    return this.storage.signedUrl(creation.imageKey, this.config.IMAGE_URL_TTL_SECONDS);
  }

  thumbnailUrl(creation: Creation): Promise<string> {
    return this.storage.signedUrl(creation.thumbnailKey, this.config.IMAGE_URL_TTL_SECONDS);
  }

  private fetchImage(source: ImageSource): Promise<CheckedImage> {
    return 'imageUrl' in source
      ? this.intake.fromUrl(source.imageUrl)
      : this.intake.fromDataUrl(source.dataUrl);
  }

  /** The save's folder when it exists (an unknown id is a 404), else the name of one to create. */
  private async folderTarget(
    userId: string,
    folder: CreationDetails['folder'],
  ): Promise<Folder | { create: string }> {
    if (!folder) return this.folders.defaultFolder(userId);
    if ('id' in folder) return this.folders.owned(userId, folder.id);
    const name = checkedFolderName(folder.name);
    return (await this.folders.findByName(userId, name)) ?? { create: name };
  }

  private async assertOwnGeneration(userId: string, generationId: string) {
    if (!(await this.generations.existsBy({ id: generationId, userId }))) {
      throw new NotFoundError('Generation not found');
    }
  }

  private async removeFiles(keys: { imageKey: string; thumbnailKey: string }) {
    for (const key of [keys.imageKey, keys.thumbnailKey]) {
      await this.storage.delete(key).catch((error: unknown) => {
        this.logger.warn(`Could not delete ${key}; the orphan scan will: ${String(error)}`);
      });
    }
  }
}
