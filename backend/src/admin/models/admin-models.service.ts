import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { type Job, type Queue } from 'bullmq';
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
import {
  architectureName,
  checkpointTypeOf,
  mappedCategory,
  meetsLocalFilters,
} from './model-import-mapping.js';
import { type ModelImportJobData } from './model-import.runner.js';
import { ModelCatalogueRepository } from './model-catalogue.repository.js';

/** The level a model gets when none is chosen: the lowest, so every member may use it. */
export const DEFAULT_MODEL_ACCESS_LEVEL_ID = 1;
export const AIR_TAKEN = 'A model with this AIR already exists';

/** Keyset cursor of the stored-models list: (name, id). */
const isModelCursorParts = (parts: unknown[]): parts is [string, number] =>
  parts.length === 2 && typeof parts[0] === 'string' && isSqlInteger(parts[1]);

/** A write of a model row, where another model's AIR is the administrator's conflict. */
async function airTakenAsConflict<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(AIR_TAKEN, { field: 'civitAIR' });
    throw error;
  }
}

/**
 * The administrator's side of the catalogue: the provider's model search, imports (queued), and
 * the stored models with every field. Every write announces itself so cached models are dropped.
 */
@Injectable()
export class AdminModelsService {
  constructor(
    private readonly repository: ModelCatalogueRepository,
    @InjectQueue(QueueName.ModelImport) private readonly importQueue: Queue,
    private readonly provider: RunwareAdapter,
    private readonly accessLevels: AccessLevelsService,
    private readonly catalog: CatalogService,
  ) {}

  /** One page of the provider's search, each result flagged when its AIR is already stored. */
  async searchProvider(query: ModelSearchQuery): Promise<ProviderModelSearchPage> {
    const page = await this.provider.searchModels({ visibility: 'all', ...query });
    const results = page.results.filter((result) => meetsLocalFilters(result, query));
    const storedAirs = await this.repository.storedAirs(results.map((result) => result.air));
    return {
      results: results.map((result): ProviderModel => ({
        air: result.air,
        name: result.name,
        version: result.version ?? null,
        category: result.category ?? null,
        type: checkpointTypeOf(result) ?? null,
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
    const position = after ? decodeCursorParts(after, isModelCursorParts) : undefined;
    const { rows, totalCount } = await this.repository.modelPage(filter, first + 1, position);
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
    const model = await this.repository.findModel(id);
    if (!model) throw new NotFoundError(`Model ${id} not found`);
    return model;
  }

  async add(input: AdminModelInput): Promise<Model> {
    const row = await this.rowOf(input, DEFAULT_MODEL_ACCESS_LEVEL_ID);
    const id = await airTakenAsConflict(this.repository.insertModel(row));
    await this.catalog.modelsChanged();
    return this.get(id);
  }

  /** Replaces every field of a stored model (accessLevelId null keeps the current level). */
  async update(id: number, input: AdminModelInput): Promise<Model> {
    const existing = await this.get(id);
    const row = await this.rowOf(input, existing.accessLevelId);
    await airTakenAsConflict(this.repository.updateModel(id, row));
    await this.catalog.modelsChanged();
    return this.get(id);
  }

  async setAccessLevel(id: number, accessLevelId: number): Promise<Model> {
    await this.accessLevels.assertExists(accessLevelId);
    if (!(await this.repository.updateModel(id, { accessLevelId })))
      throw new NotFoundError(`Model ${id} not found`);
    await this.catalog.modelsChanged();
    return this.get(id);
  }

  /** Creations and generations name models by AIR text, so nothing else has to go with it. */
  async delete(id: number): Promise<void> {
    if (!(await this.repository.deleteModel(id))) throw new NotFoundError(`Model ${id} not found`);
    await this.catalog.modelsChanged();
  }

  /**
   * The architecture with this name (case-insensitive) or provider code, created under the name
   * when there is none: an import may bring an architecture we do not have yet.
   */
  async architectureIdFor(name: string, code: string | null): Promise<number> {
    const existing = await this.repository.findArchitectureId(name, code);
    if (existing !== undefined) return existing;
    const created = await this.repository.insertArchitecture(name, code);
    if (created !== undefined) {
      // FLUX codes take no negative prompt.
      await this.repository.insertImportedCapabilities(created, !/^flux/i.test(code ?? name));
      await this.catalog.modelsChanged();
      return created;
    }
    // Created at the same moment by someone else.
    const raced = await this.repository.findArchitectureId(name, code);
    if (raced === undefined) throw new Error(`Could not create the architecture ${name}`);
    return raced;
  }

  /** The stored columns of an admin input, with the category-dependent fields applied. */
  private async rowOf(input: AdminModelInput, fallbackLevelId: number): Promise<ModelRow> {
    const category = await this.repository.categoryName(input.modelCategoryId);
    if (!category) throw new ModelCategoryMissingError();
    const architectureId = await this.resolveArchitecture(input);
    const accessLevelId = input.accessLevelId ?? fallbackLevelId;
    await this.accessLevels.assertExists(accessLevelId);
    return modelRow({ ...input, air: input.civitAIR, architectureId, accessLevelId }, category);
  }

  private async resolveArchitecture(input: AdminModelInput): Promise<number> {
    if (input.architectureId !== undefined && input.architectureId !== null) {
      if (!(await this.repository.architectureExists(input.architectureId)))
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
