import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import {
  ConflictError,
  NotFoundError,
  ValidationFailedError,
} from '../common/errors/domain-errors.js';
import { isUniqueViolation } from '../common/errors/postgres-errors.js';
import { isUuid } from '../common/validation/uuid.js';
import { type AccountCap, withinAccountCap } from '../common/sql/account-cap.js';
import { Creation } from '../creations/entities/creation.entity.js';
import { DEFAULT_FOLDER_NAME, Folder, folderNameKey } from './entities/folder.entity.js';
import { checkedFolderName } from './folder-name.js';

/** Default included. */
export const MAX_FOLDERS_PER_USER = 200;
const FOLDERS_CAP: AccountCap = {
  table: 'folders',
  max: MAX_FOLDERS_PER_USER,
  refusal: `You have ${MAX_FOLDERS_PER_USER} folders, the most an account may have: delete one first`,
};

/** A user's folders. 'Default' always exists (made on first need) and can be neither renamed nor deleted. */
@Injectable()
export class FoldersService {
  constructor(
    @InjectRepository(Folder) private readonly folders: Repository<Folder>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Default first, then by name. */
  async list(userId: string): Promise<Folder[]> {
    await this.ensureDefaultFolder(userId);
    return this.folders.find({ where: { userId }, order: { isDefault: 'DESC', nameKey: 'ASC' } });
  }

  /** The user's Default folder, created if it does not exist yet (safe under concurrency). */
  async defaultFolder(userId: string, manager: EntityManager = this.dataSource.manager) {
    await this.ensureDefaultFolder(userId, manager);
    return manager.findOneByOrFail(Folder, { userId, isDefault: true });
  }

  private async ensureDefaultFolder(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Folder)
      .values({
        userId,
        name: DEFAULT_FOLDER_NAME,
        nameKey: folderNameKey(DEFAULT_FOLDER_NAME),
        isDefault: true,
      })
      .orIgnore()
      .execute();
  }

  /** The user's folder; `lock` holds its row until the transaction ends. */
  async owned(
    userId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ) {
    const folder = isUuid(id)
      ? await manager.findOne(Folder, {
          where: { id, userId },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!folder) throw new NotFoundError('Folder not found');
    return folder;
  }

  /** The user's folder of that name, or null (Default always exists: it is made on first need). */
  async findByName(userId: string, name: string): Promise<Folder | null> {
    if (folderNameKey(name) === folderNameKey(DEFAULT_FOLDER_NAME)) {
      return this.defaultFolder(userId);
    }
    return this.folders.findOneBy({ userId, nameKey: folderNameKey(name) });
  }

  async byName(userId: string, name: string): Promise<Folder> {
    const folder = await this.findByName(userId, name);
    if (!folder) throw new NotFoundError(`Folder "${name.trim()}" not found`);
    return folder;
  }

  async create(userId: string, name: string): Promise<Folder> {
    const checked = checkedFolderName(name);
    await this.ensureDefaultFolder(userId);
    try {
      return await withinAccountCap(this.dataSource.manager, userId, FOLDERS_CAP, (manager) =>
        manager.save(
          this.folders.create({
            userId,
            name: checked,
            nameKey: folderNameKey(checked),
            isDefault: false,
          }),
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw this.nameTaken(checked);
      throw error;
    }
  }

  /** The folder of that name, created when the user has none (the save dialog's "new folder"). */
  async findOrCreate(userId: string, name: string): Promise<Folder> {
    const checked = checkedFolderName(name);
    try {
      return await this.byName(userId, checked);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
    try {
      return await this.create(userId, checked);
    } catch (error) {
      // Another request created it first: use that one.
      if (error instanceof ConflictError) return this.byName(userId, checked);
      throw error;
    }
  }

  async rename(userId: string, id: string, name: string): Promise<Folder> {
    const checked = checkedFolderName(name);
    const folder = await this.owned(userId, id);
    if (folder.isDefault) {
      throw new ValidationFailedError('Default-mappen kan inte byta namn.', { field: 'id' });
    }
    folder.name = checked;
    folder.nameKey = folderNameKey(checked);
    try {
      return await this.folders.save(folder);
    } catch (error) {
      if (isUniqueViolation(error)) throw this.nameTaken(checked);
      throw error;
    }
  }

  /** Deletes the folder; its creations move to Default in the same transaction. */
  async delete(userId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Locked, so no save can land in the folder between the move and the delete.
      const folder = await this.owned(userId, id, manager, true);
      if (folder.isDefault) {
        throw new ValidationFailedError('Default-mappen kan inte raderas.', { field: 'id' });
      }
      const fallback = await this.defaultFolder(userId, manager);
      await manager.update(Creation, { folderId: folder.id, userId }, { folderId: fallback.id });
      await manager.delete(Folder, { id: folder.id, userId });
    });
  }

  private nameTaken(name: string) {
    return new ConflictError(`A folder named "${name}" already exists`, { field: 'name' });
  }
}
