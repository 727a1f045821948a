import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Job, type Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessLevelsService } from '../../auth/access-levels.service.js';
import { CatalogService } from '../../catalog/catalog.service.js';
import { Model } from '../../catalog/entities/model.entity.js';
import { modelRow, type ModelRow } from '../../catalog/model-row.js';
import {
  ConflictError,
  NotFoundError,
  ValidationFailedError,
} from '../../common/errors/domain-errors.js';
import { isUniqueViolation } from '../../common/errors/postgres-errors.js';
import { decodeCursorParts, encodeCursorParts } from '../../common/pagination/cursor.js';
import { isSqlInteger } from '../../common/validation/sql-integer.js';
import { QueueName } from '../../jobs/queue-name.js';
import { RunwareAdapter } from '../../provider/runware.adapter.js';
import { type ModelSearchQuery } from '../../provider/runware.adapter.js';
import {
  type AdminModelFilter,
  type AdminModelInput,
  type AdminModelPage,
} from './dto/admin-model.input.js';
import {
  type ImportModelsInput,
  type ProviderModel,
  type ProviderModelSearchPage,
} from './dto/provider-model.types.js';
import { ModelCategoryMissingError } from './admin-models.errors.js';
import { architectureName, mappedCategory } from './model-import-mapping.js';
import { type ModelImportJobData } from './model-import.runner.js';
import { containsPattern } from '../../common/sql/contains-pattern.js';

/** The level a model gets when none is chosen: the lowest, so every member may use it. */
export const DEFAULT_MODEL_ACCESS_LEVEL_ID = 1;
export const AIR_TAKEN = 'A model with this AIR already exists';

/** Keyset cursor of the stored-models list: (name, id). */
const isModelCursorParts = (parts: unknown[]): parts is [string, number] =>
  parts.length === 2 && typeof parts[0] === 'string' && isSqlInteger(parts[1]);

/**
 * The administrator's side of the catalogue: the provider's model search, imports (queued), and
 * the stored models with every field. Every write announces itself so cached models are dropped.
 */
@Injectable()
export class AdminModelsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.ModelImport) private readonly importQueue: Queue,
    private readonly provider: RunwareAdapter,
    private readonly accessLevels: AccessLevelsService,
    private readonly catalog: CatalogService,
  ) {}

  /** One page of the provider's search, each result flagged when its AIR is already stored. */
  async searchProvider(query: ModelSearchQuery): Promise<ProviderModelSearchPage> {
    const page = await this.provider.searchModels({ visibility: 'all', ...query });
    const airs = page.results.map((result) => result.air);
    const stored: { civitai_air: string }[] = airs.length
      ? await this.dataSource.query('SELECT civitai_air FROM models WHERE civitai_air = ANY($1)', [
          airs,
        ])
      : [];
    const storedAirs = new Set(stored.map((row) => row.civitai_air));
    return {
      results: page.results.map((result): ProviderModel => ({
        air: result.air,
        name: result.name,
        version: result.version ?? null,
        category: result.category ?? null,
        type: result.type ?? null,
        architecture: result.architecture ?? null,
        tags: result.tags ?? [],
        heroImage: result.heroImage ?? null,
        private: result.private ?? false,
        defaultWidth: result.defaultWidth ?? null,
        defaultHeight: result.defaultHeight ?? null,
        defaultSteps: result.defaultSteps ?? null,
        defaultScheduler: result.defaultScheduler ?? null,
        defaultCFG: result.defaultCFG ?? null,
        positiveTriggerWords: result.positiveTriggerWords ?? null,
        alreadyImported: storedAirs.has(result.air),
        mappedCategory: mappedCategory(result),
        mappedArchitecture: result.architecture ? architectureName(result.architecture) : null,
      })),
      totalResults: page.totalResults,
      offset: query.offset ?? 0,
      limit: query.limit ?? page.results.length,
    };
  }

  /** Queues one import job for the selected results. */
  async queueImport(input: ImportModelsInput, adminId: string): Promise<Job> {
    if (input.accessLevelId !== undefined && input.accessLevelId !== null)
      await this.accessLevels.assertExists(input.accessLevelId);
    const data: ModelImportJobData = {
      models: input.models,
      accessLevelId: input.accessLevelId ?? null,
      requestedBy: adminId,
    };
    return this.importQueue.add('import-models', data);
  }

  /** Stored models, private ones included, by name then id. */
  async list(filter: AdminModelFilter, first: number, after?: string): Promise<AdminModelPage> {
    const query = this.dataSource.getRepository(Model).createQueryBuilder('model');
    if (filter.search) {
      query.andWhere(
        `(model.name ILIKE :pattern OR model.version ILIKE :pattern OR model.civitAIR ILIKE :pattern
          OR array_to_string(model.tags, ' ') ILIKE :pattern)`,
        { pattern: containsPattern(filter.search) },
      );
    }
    if (filter.modelCategoryId !== undefined && filter.modelCategoryId !== null)
      query.andWhere('model.modelCategoryId = :categoryId', { categoryId: filter.modelCategoryId });
    if (filter.architectureId !== undefined && filter.architectureId !== null)
      query.andWhere('model.architectureId = :architectureId', {
        architectureId: filter.architectureId,
      });
    if (filter.modelType) query.andWhere('model.modelType = :modelType', filter);
    if (filter.accessLevelId !== undefined && filter.accessLevelId !== null)
      query.andWhere('model.accessLevelId = :accessLevelId', filter);
    if (filter.isPrivate !== undefined && filter.isPrivate !== null)
      query.andWhere('model.isPrivate = :isPrivate', filter);
    const totalCount = await query.clone().getCount();
    if (after) {
      const [name, id] = decodeCursorParts(after, isModelCursorParts);
      query.andWhere('(model.name, model.id) > (:name, :id)', { name, id });
    }
    const rows = await query
      .orderBy('model.name', 'ASC')
      .addOrderBy('model.id', 'ASC')
      .take(first + 1)
      .getMany();
    const items = rows.slice(0, first);
    const last = items.at(-1);
    const hasMore = rows.length > first;
    return {
      items,
      totalCount,
      hasMore,
      nextCursor: hasMore && last ? encodeCursorParts([last.name, last.id]) : null,
    };
  }

  async get(id: number): Promise<Model> {
    const model = await this.dataSource.getRepository(Model).findOneBy({ id });
    if (!model) throw new NotFoundError(`Model ${id} not found`);
    return model;
  }

  async add(input: AdminModelInput): Promise<Model> {
    const row = await this.rowOf(input, DEFAULT_MODEL_ACCESS_LEVEL_ID);
    let id: number;
    try {
      const result = await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(Model)
        .values(row)
        .returning('id')
        .execute();
      id = (result.raw as { id: number }[])[0].id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(AIR_TAKEN, { field: 'civitAIR' });
      throw error;
    }
    await this.catalog.modelsChanged();
    return this.get(id);
  }

  /** Replaces every field of a stored model (accessLevelId null keeps the current level). */
  async update(id: number, input: AdminModelInput): Promise<Model> {
    const existing = await this.get(id);
    const row = await this.rowOf(input, existing.accessLevelId);
    try {
      await this.dataSource.getRepository(Model).update({ id }, row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(AIR_TAKEN, { field: 'civitAIR' });
      throw error;
    }
    await this.catalog.modelsChanged();
    return this.get(id);
  }

  async setAccessLevel(id: number, accessLevelId: number): Promise<Model> {
    await this.accessLevels.assertExists(accessLevelId);
    const result = await this.dataSource.getRepository(Model).update({ id }, { accessLevelId });
    if (!result.affected) throw new NotFoundError(`Model ${id} not found`);
    await this.catalog.modelsChanged();
    return this.get(id);
  }

  /** Creations and generations name models by AIR text, so nothing else has to go with it. */
  async delete(id: number): Promise<void> {
    const result = await this.dataSource.getRepository(Model).delete({ id });
    if (!result.affected) throw new NotFoundError(`Model ${id} not found`);
    await this.catalog.modelsChanged();
  }

  /**
   * The architecture with this name (case-insensitive) or provider code, created under the name
   * when there is none (spec part 2 §5).
   */
  async architectureIdFor(
    name: string,
    code: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const find = async () => {
      const rows: { id: number }[] = await manager.query(
        `SELECT id FROM architectures
         WHERE lower(name) = lower($1) OR ($2::text IS NOT NULL AND code = $2)
         ORDER BY (code = $2) DESC NULLS LAST LIMIT 1`,
        [name, code],
      );
      return rows[0]?.id;
    };
    const existing = await find();
    if (existing !== undefined) return existing;
    const created: { id: number }[] = await manager.query(
      'INSERT INTO architectures (name, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
      [name, code],
    );
    if (created.length) {
      // Sensible capabilities for an architecture met on import (the column defaults are the
      // provider's usual limits); FLUX codes take no negative prompt. Administrators edit them.
      await manager.query(
        `INSERT INTO architecture_capabilities (architecture_id, default_steps, default_cfg,
           supports_lora, supports_negative_prompt)
         VALUES ($1, 20, 7, true, $2) ON CONFLICT (architecture_id) DO NOTHING`,
        [created[0].id, !/^flux/i.test(code ?? name)],
      );
      await this.catalog.modelsChanged();
      return created[0].id;
    }
    // Created at the same moment by someone else.
    const raced = await find();
    if (raced === undefined) throw new Error(`Could not create the architecture ${name}`);
    return raced;
  }

  /** The stored columns of an admin input, with the category-dependent fields applied. */
  private async rowOf(input: AdminModelInput, fallbackLevelId: number): Promise<ModelRow> {
    const categories: { id: number; category: string }[] = await this.dataSource.query(
      'SELECT id, category FROM model_categories WHERE id = $1',
      [input.modelCategoryId],
    );
    const category = categories[0]?.category;
    if (!category) throw new ModelCategoryMissingError();
    const architectureId = await this.resolveArchitecture(input);
    const accessLevelId = input.accessLevelId ?? fallbackLevelId;
    await this.accessLevels.assertExists(accessLevelId);
    return modelRow({ ...input, architectureId, accessLevelId }, category);
  }

  private async resolveArchitecture(input: AdminModelInput): Promise<number> {
    if (input.architectureId !== undefined && input.architectureId !== null) {
      const rows: unknown[] = await this.dataSource.query(
        'SELECT 1 FROM architectures WHERE id = $1',
        [input.architectureId],
      );
      if (!rows.length)
        throw new ValidationFailedError(`Unknown architecture ${input.architectureId}`, {
          field: 'architectureId',
        });
      return input.architectureId;
    }
    if (input.architectureName) {
      // A provider code (sdxl, flux1d, ...) maps to its display name and is kept as the code.
      const code = /^[a-z0-9._-]+$/.test(input.architectureName) ? input.architectureName : null;
      return this.architectureIdFor(architectureName(input.architectureName), code);
    }
    throw new ValidationFailedError("Give the model's architectureId or architectureName", {
      field: 'architectureId',
    });
  }
}
