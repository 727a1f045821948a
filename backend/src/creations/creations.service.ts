import { styledPromptRecord } from '../prompt-styles/styled-prompt.js';
import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Readable } from 'node:stream';
import { type EntityManager, In, Repository } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../common/errors/domain-errors.js';
import {
  constraintOf,
  isForeignKeyViolation,
  isUniqueViolation,
} from '../common/errors/postgres-errors.js';
import { keysetPage } from '../common/pagination/keyset.js';
import { clampPageSize } from '../common/pagination/page-size.js';
import { isUuid } from '../common/validation/uuid.js';
import { AppConfig } from '../config/app-config.js';
import { type Folder } from '../folders/entities/folder.entity.js';
import { checkedFolderName } from '../folders/folder-name.js';
import { FoldersService } from '../folders/folders.service.js';
import { Generation } from '../generation/entities/generation.entity.js';
import { remixSourceOf, withRemixSource } from '../shares/dto/remix-source.js';
import { ObjectStorage } from '../storage/object-storage.js';
import { type SaveCreationInput } from './dto/save-creation.input.js';
import { Creation } from './entities/creation.entity.js';
import { type CheckedImage, ImageIntake } from './image-intake.js';
import { creationsArchive } from './creation-archive.js';
import { type CreationFileKeys, removeCreationFiles } from './creation-files.js';
import { alreadySaved } from './already-saved.error.js';
import { sourceImageIdOf } from './source-image-id.js';
import {
  checkedFilters,
  type CreationFilterInput,
  type CreationFilters,
  filteredCreations,
} from './creation-filters.js';
import { newestMatchingIds, withPromptMatching } from './creation-text-search.js';

/** Generation settings are a few KB; refuse anything far beyond. */
const MAX_PARAMETERS_BYTES = 64 * 1024;

/** The most creations one bulk move, delete or download takes. */
export const BULK_IDS_MAX = 100;

/** Files removed at once after a bulk delete. */
const FILE_DELETES_AT_ONCE = 8;

/** Where the image comes from: a provider URL (web client) or a base64 data URL (REST compat). */
export type ImageSource = { imageUrl: string } | { dataUrl: string };

export interface CreationDetails extends Omit<
  SaveCreationInput,
  'imageUrl' | 'folderId' | 'folderName' | 'modelId'
> {
  modelAir: string;
  source: ImageSource;
  folder: { id: string } | { name: string } | null;
}

/** The stored details of a save request, whichever API it came through. */
export function creationDetails(
  input: SaveCreationInput,
  source: ImageSource,
  folder: CreationDetails['folder'],
): CreationDetails {
  const { prompt, negativePrompt, modelId: modelAir, parameters, generationId } = input;
  return { prompt, negativePrompt, modelAir, parameters, generationId, source, folder };
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

/**
 * The ids of a bulk call, once each in the order first given (a UUID in lower case, as PostgreSQL
 * prints it), or a 400 when there are none or more than BULK_IDS_MAX.
 */
function askedIds(ids: string[]): string[] {
  if (ids.length === 0 || ids.length > BULK_IDS_MAX) {
    throw new ValidationFailedError(`ids must hold 1 to ${BULK_IDS_MAX} creation ids`, {
      field: 'ids',
    });
  }
  return [...new Set(ids.map((id) => (isUuid(id) ? id.toLowerCase() : id)))];
}

/** The unique index that keeps one copy of a source image per folder. */
const SOURCE_FOLDER_UNIQUE = 'creations_user_source_folder_unique';

/** The most source images one savedCopies call looks up (a page of results and tools). */
export const SAVED_COPIES_MAX = 100;

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
   * thumbnail, then the row. A failed row insert removes the files it uploaded. The same image
   * saved again into the same folder is ALREADY_SAVED and stores nothing: checked first, and by
   * the unique index when two saves race.
   */
  async save(userId: string, details: CreationDetails): Promise<Creation> {
    const parameters = details.parameters ?? {};
    if (Buffer.byteLength(JSON.stringify(parameters)) > MAX_PARAMETERS_BYTES) {
      throw new ValidationFailedError('parameters are too large', { field: 'parameters' });
    }
    const generated = details.generationId
      ? await this.ownGenerationFacts(userId, details.generationId)
      : null;
    const sourceCreationId = generated?.sourceCreationId ?? null;
    const target = await this.folderTarget(userId, details.folder);
    const sourceImageId = sourceImageIdOf(details.source);
    const nsfw = await this.flaggedNsfw(userId, sourceImageId, sourceCreationId);
    if (sourceImageId && !('create' in target))
      await this.assertNotSaved(userId, sourceImageId, target);
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
        modelAir: details.modelAir,
        width: image.width,
        height: image.height,
        format: image.format,
        // What the server sent through a prompt style is its record, and the remix credit is the
        // generation's, checked when it ran: neither is the client's word.
        parameters: withRemixSource(
          { ...parameters, ...generated?.styled },
          generated?.remixSource ?? null,
        ),
        generationId: details.generationId ?? null,
        sourceCreationId,
        sourceImageId,
        nsfw,
      };
      let creation: Creation;
      try {
        creation = await this.creations.save(
          this.creations.create({ ...row, folderId: folder.id }),
        );
      } catch (error) {
        if (isForeignKeyViolation(error, 'source_creation_id')) {
          // The source image was deleted meanwhile: the link goes, as its deletion clears it.
          creation = await this.creations.save(
            this.creations.create({ ...row, sourceCreationId: null, folderId: folder.id }),
          );
        } else if (isForeignKeyViolation(error, 'folder_id')) {
          // The folder was deleted while the image was on its way: keep the image, in Default,
          // where the deleted folder's other creations went too.
          folder = await this.folders.defaultFolder(userId);
          creation = await this.creations.save(
            this.creations.create({ ...row, folderId: folder.id }),
          );
        } else {
          throw error;
        }
      }
      creation.folder = folder;
      return creation;
    } catch (error) {
      await this.removeFiles(keys);
      if (
        sourceImageId &&
        isUniqueViolation(error) &&
        constraintOf(error) === SOURCE_FOLDER_UNIQUE
      ) {
        // Another save of the same image into this folder committed first.
        const saved = await this.savedCopy(userId, sourceImageId, folder.id);
        if (saved) throw alreadySaved(saved);
      }
      throw error;
    }
  }

  /**
   * Where the caller saved these source images (provider image URLs, as saveCreation takes them):
   * one entry per saved copy, oldest first, with its folder.
   */
  async savedCopies(userId: string, imageUrls: readonly string[]): Promise<Creation[]> {
    const sources = [...new Set(imageUrls.map((url) => url.trim()))].slice(0, SAVED_COPIES_MAX);
    if (sources.length === 0) return [];
    return this.creations.find({
      where: { userId, sourceImageId: In(sources) },
      relations: { folder: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  private async assertNotSaved(userId: string, sourceImageId: string, folder: Folder) {
    const saved = await this.savedCopy(userId, sourceImageId, folder.id);
    if (saved) throw alreadySaved(saved);
  }

  private savedCopy(userId: string, sourceImageId: string, folderId: string) {
    return this.creations.findOne({
      where: { userId, sourceImageId, folderId },
      relations: { folder: true },
    });
  }

  /**
   * Newest first by keyset cursor; folderId narrows to one of the user's folders, the filters to
   * a prompt search, a model and a time span.
   */
  async page(
    userId: string,
    options: CreationFilterInput & {
      folderId?: string | null;
      first: number;
      after?: string | null;
    },
  ): Promise<CreationPage> {
    const filters = await this.listFilters(userId, options);
    const listed = (alias: string) =>
      filteredCreations(this.creations.createQueryBuilder(alias), alias, userId, filters);
    if (!filters.search) {
      return keysetPage(
        listed('creation').innerJoinAndSelect('creation.folder', 'folder'),
        'creation',
        options,
      );
    }
    // The search finds the page's ids; keysetPage then reads them and makes the cursor as it does
    // for every list. A cursor starts the search at the newest creation after it.
    const candidates = listed('candidate');
    if (options.after) {
      const start = await this.newestAfter(userId, options.after);
      if (!start) return { items: [], nextCursor: null, hasMore: false };
      candidates.andWhere(
        '(candidate.createdAt, candidate.id) <= (:startAt::timestamptz, :startId::uuid)',
        { startAt: start.at, startId: start.id },
      );
    }
    const ids = await newestMatchingIds(candidates, 'candidate', filters.search, {
      skip: 0,
      take: options.first + 1,
    });
    if (ids.length === 0) return { items: [], nextCursor: null, hasMore: false };
    const found = this.creations
      .createQueryBuilder('creation')
      .innerJoinAndSelect('creation.folder', 'folder')
      .where('creation.userId = :userId', { userId })
      .andWhere('creation.id IN (:...ids)', { ids });
    return keysetPage(found, 'creation', options);
  }

  /**
   * How many creations `page` lists in all with the same filters (a viewer's "n / total" over
   * pages not loaded yet).
   */
  async count(
    userId: string,
    options: CreationFilterInput & { folderId?: string | null },
  ): Promise<number> {
    const filters = await this.listFilters(userId, options);
    const listed = filteredCreations(
      this.creations.createQueryBuilder('creation'),
      'creation',
      userId,
      filters,
    );
    return (
      filters.search ? withPromptMatching(listed, 'creation', filters.search) : listed
    ).getCount();
  }

  /** The filters of `page` and `count`, checked, with a folder of the user's (another's: 404). */
  private async listFilters(
    userId: string,
    options: CreationFilterInput & { folderId?: string | null },
  ): Promise<CreationFilters> {
    const filters = checkedFilters(options);
    const folderId = options.folderId
      ? (await this.folders.owned(userId, options.folderId)).id
      : undefined;
    return { ...filters, folderId };
  }

  /**
   * The user's newest creation after a cursor, with created_at as PostgreSQL prints it. keysetPage
   * checks the cursor (a bad one is a 400 naming `after`), as on every other list.
   */
  private async newestAfter(userId: string, after: string) {
    const page = await keysetPage(
      this.creations
        .createQueryBuilder('creation')
        .select(['creation.id', 'creation.createdAt'])
        .addSelect('creation.created_at::text', 'start_at')
        .where('creation.userId = :userId', { userId }),
      'creation',
      { first: 1, after },
      (creation, row) => ({ id: creation.id, at: String(row.start_at) }),
    );
    return page.items[0];
  }

  /**
   * REST compat paging by limit/offset, newest first; folderName narrows to one folder, the
   * filters as in `page`. The offset is skipped on an index selecting ids alone (for a search: on
   * the matching ids), then only the page's rows are loaded, so a deep page costs little more than
   * the first.
   */
  async slice(
    userId: string,
    options: CreationFilterInput & { limit: number; offset: number; folderName?: string },
  ): Promise<Creation[]> {
    const checked = checkedFilters(options);
    const filters: CreationFilters = {
      ...checked,
      folderId:
        options.folderName === undefined
          ? undefined
          : (await this.folders.byName(userId, options.folderName)).id,
    };
    const take = clampPageSize(options.limit);
    const skip = Math.max(options.offset, 0);
    const listed = filteredCreations(
      this.creations.createQueryBuilder('creation'),
      'creation',
      userId,
      filters,
    );
    const pageIds = filters.search
      ? await newestMatchingIds(listed, 'creation', filters.search, { skip, take })
      : (
          await listed
            .select('creation.id', 'id')
            .orderBy('creation.createdAt', 'DESC')
            .addOrderBy('creation.id', 'DESC')
            .limit(take)
            .offset(skip)
            .getRawMany<{ id: string }>()
        ).map((row) => row.id);
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

  /**
   * Moves the creations into the user's folder (null: Default), all or none: one id that is not
   * the user's is a 404 naming it and nothing moves. Answers how many moved.
   */
  async moveMany(userId: string, ids: string[], folderId: string | null): Promise<number> {
    const asked = askedIds(ids);
    return this.creations.manager.transaction(async (manager) => {
      // The folder is locked first, as deleting a folder does, so a folder deleted meanwhile is
      // either gone (404) or deleted after the move (its creations then go to Default).
      const folder = folderId
        ? await this.folders.owned(userId, folderId, manager, true)
        : await this.folders.defaultFolder(userId, manager);
      const creations = await this.ownedMany(userId, asked, manager);
      await manager.update(
        Creation,
        { userId, id: In(creations.map((creation) => creation.id)) },
        { folderId: folder.id },
      );
      return creations.length;
    });
  }

  /**
   * Deletes the creations, all or none (one id that is not the user's is a 404 naming it), then
   * their files as `delete` does. Answers how many were deleted.
   */
  async deleteMany(userId: string, ids: string[]): Promise<number> {
    const asked = askedIds(ids);
    const deleted = await this.creations.manager.transaction(async (manager) => {
      const creations = await this.ownedMany(userId, asked, manager);
      await manager.delete(Creation, {
        userId,
        id: In(creations.map((creation) => creation.id)),
      });
      return creations;
    });
    for (let start = 0; start < deleted.length; start += FILE_DELETES_AT_ONCE) {
      await Promise.all(
        deleted
          .slice(start, start + FILE_DELETES_AT_ONCE)
          .map((creation) => this.removeFiles(creation)),
      );
    }
    return deleted.length;
  }

  /**
   * A ZIP of the creations' images, in the order asked, named `creations-YYYY-MM-DD.zip`. Every id
   * is checked to be the user's before the first byte (a 404 naming those that are not), so a
   * refusal is an ordinary error answer; the images are read from storage as the ZIP is sent.
   */
  async archive(userId: string, ids: string[]): Promise<{ fileName: string; body: Readable }> {
    const creations = await this.ownedMany(userId, askedIds(ids));
    return {
      fileName: `creations-${new Date().toISOString().slice(0, 10)}.zip`,
      body: creationsArchive(creations, this.storage, this.logger),
    };
  }

  /**
   * The user's creations of these ids (askedIds), in that order, or a 404 naming the ids that are
   * not the user's (or not UUIDs). Within a transaction (`manager`) the rows are locked until it
   * ends, in id order so that two bulk calls cannot deadlock.
   */
  private async ownedMany(
    userId: string,
    asked: string[],
    manager?: EntityManager,
  ): Promise<Creation[]> {
    const uuids = asked.filter(isUuid);
    const rows = uuids.length
      ? await (manager ?? this.creations.manager).find(Creation, {
          where: { userId, id: In(uuids) },
          order: { id: 'ASC' },
          ...(manager ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = asked.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      // Cut to a UUID's length and a little: an id is echoed, not a whole body.
      const named = missing.map((id) => (id.length > 40 ? `${id.slice(0, 40)}…` : id));
      throw new NotFoundError(`Creations not found: ${named.join(', ')}`, { field: 'ids' });
    }
    return asked.map((id) => byId.get(id)!);
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

  /**
   * The caller's generation (404 otherwise): the saved image it was made from when a creator
   * tool ran on one that still exists (a saved result keeps that link), what its prompt style
   * made of the prompts, and the shared image it was remixed from.
   */
  private async ownGenerationFacts(userId: string, generationId: string) {
    const generation = await this.generations.findOne({
      where: { id: generationId, userId },
      select: { id: true, parameters: true },
    });
    if (!generation) throw new NotFoundError('Generation not found');
    const styled = styledPromptRecord(generation.parameters ?? {});
    const remixSource = remixSourceOf(generation.parameters);
    const source = generation.parameters?.sourceCreationId;
    if (typeof source !== 'string' || !isUuid(source))
      return { sourceCreationId: null, styled, remixSource };
    const exists = await this.creations.existsBy({ id: source, userId });
    return { sourceCreationId: exists ? source : null, styled, remixSource };
  }

  /**
   * Whether the provider flagged the image: the caller's generation result it is copied from
   * (generations_user_images_idx finds it by URL), or the saved image a tool made it from.
   */
  private async flaggedNsfw(
    userId: string,
    sourceImageId: string | null,
    sourceCreationId: string | null,
  ): Promise<boolean> {
    if (sourceCreationId && (await this.creations.existsBy({ id: sourceCreationId, nsfw: true })))
      return true;
    if (!sourceImageId) return false;
    return this.generations
      .createQueryBuilder('generation')
      .where('generation.userId = :userId', { userId })
      .andWhere('generation.images @> :flagged::jsonb', {
        flagged: JSON.stringify([{ imageURL: sourceImageId, nsfw: true }]),
      })
      .getExists();
  }

  private removeFiles(keys: CreationFileKeys) {
    return removeCreationFiles(this.storage, this.logger, keys);
  }
}
