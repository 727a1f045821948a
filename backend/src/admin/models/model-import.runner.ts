import { Injectable, Logger } from '@nestjs/common';
import { NO_EXTRAS, type ModelExtras } from '../../catalog/entities/model.entity.js';
import { isCheckpointCategory, modelRow } from '../../catalog/model-row.js';
import { type JobProgressReport } from '../jobs/job-progress.js';
import { AdminModelsService, DEFAULT_MODEL_ACCESS_LEVEL_ID } from './admin-models.service.js';
import {
  type ImportFailure,
  type ImportModelInput,
  type ModelImportResult,
} from './dto/provider-model.types.js';
import { CatalogService } from '../../catalog/catalog.service.js';
import {
  architectureName,
  CATEGORY_MISSING,
  mappedCategory,
  splitList,
} from './model-import-mapping.js';
import { ModelCatalogueRepository } from './model-catalogue.repository.js';

export interface ModelImportJobData {
  models: ImportModelInput[];
  /** Null: new models get the default level and stored ones keep theirs. */
  accessLevelId: number | null;
  requestedBy: string;
}

/** Progress is reported after this many models (and at the end). */
const PROGRESS_EVERY = 10;
/** Failures a result lists (all are counted). */
const MAX_LISTED_FAILURES = 500;

/** A database refusal of this one model's values (integrity or data exception), not an outage. */
function isRowRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|23)/.test(code);
}

/**
 * Stores selected provider results as models. Idempotent by AIR: each model is one
 * INSERT ... ON CONFLICT (civitai_air), so a job that runs again after its worker died (or an
 * import of the same results twice) finds the stored ones and creates no duplicates.
 */
@Injectable()
export class ModelImportRunner {
  private readonly logger = new Logger('ModelImport');

  constructor(
    private readonly repository: ModelCatalogueRepository,
    private readonly models: AdminModelsService,
    private readonly catalog: CatalogService,
  ) {}

  async run(
    data: ModelImportJobData,
    report: (progress: JobProgressReport) => Promise<void>,
  ): Promise<ModelImportResult> {
    const total = data.models.length;
    // Per run, not on this shared runner: two imports at once must not share or clear it.
    const extrasOf = this.checkpointExtrasLookup();
    const categories = await this.repository.categoryIdsByName();
    const architectures = new Map<string, number>();
    const failures: ImportFailure[] = [];
    let failed = 0;
    let imported = 0;
    let created = 0;
    const fail = (air: string, reason: string) => {
      failed++;
      if (failures.length < MAX_LISTED_FAILURES) failures.push({ air, reason });
    };

    await report({ done: 0, total, imported, created, failed });
    for (const [index, model] of data.models.entries()) {
      const categoryName = mappedCategory(model);
      const categoryId = categoryName ? categories.get(categoryName) : undefined;
      if (categoryId === undefined) {
        fail(model.air, CATEGORY_MISSING);
      } else if (!model.architecture) {
        fail(model.air, 'The model has no architecture.');
      } else {
        const code = model.architecture.toLowerCase();
        let architectureId = architectures.get(code);
        if (architectureId === undefined) {
          architectureId = await this.models.architectureIdFor(architectureName(code), code);
          architectures.set(code, architectureId);
        }
        try {
          const wasCreated = await this.upsert(
            model,
            categoryName!,
            categoryId,
            architectureId,
            data.accessLevelId,
            extrasOf,
          );
          imported++;
          if (wasCreated) created++;
        } catch (error) {
          // A refused row fails this model only; anything else (an outage) fails the attempt,
          // which BullMQ retries with backoff.
          if (!isRowRefusal(error)) throw error;
          fail(model.air, `Could not store the model: ${(error as Error).message}`);
        }
      }
      const done = index + 1;
      if (done % PROGRESS_EVERY === 0 || done === total)
        await report({ done, total, imported, created, failed });
    }
    if (imported > 0) await this.catalog.modelsChanged();
    this.logger.log({ total, imported, created, failed }, 'models imported');
    return { imported, created, failed, total, failures };
  }

  /** One model, inserted or found by AIR; true when this call created it. */
  private async upsert(
    model: ImportModelInput,
    category: string,
    categoryId: number,
    architectureId: number,
    syncedLevelId: number | null,
    extrasOf: (architectureId: number) => Promise<ModelExtras>,
  ): Promise<boolean> {
    const extras = isCheckpointCategory(category) ? await extrasOf(architectureId) : NO_EXTRAS;
    const row = modelRow(
      {
        ...model,
        modelCategoryId: categoryId,
        architectureId,
        accessLevelId: syncedLevelId ?? DEFAULT_MODEL_ACCESS_LEVEL_ID,
        modelType: model.type,
        isPrivate: model.private,
        triggerWords: splitList(model.positiveTriggerWords),
        extras,
      },
      category,
    );
    // A stored model is kept as it is, unless a level is being applied to every imported one.
    return this.repository.upsertModelByAir(row, syncedLevelId !== null);
  }

  /**
   * A checkpoint's feature flags by architecture, read once per architecture in one run: they
   * follow what the architecture supports; embeddings go with the VAE-using (Stable Diffusion)
   * families, as in the starter models.
   */
  private checkpointExtrasLookup(): (architectureId: number) => Promise<ModelExtras> {
    const known = new Map<number, ModelExtras>();
    return async (architectureId) => {
      let extras = known.get(architectureId);
      if (!extras) {
        const addOns = await this.repository.addOnsOf(architectureId);
        extras = addOns ? { ...addOns, embeddings: addOns.vae } : NO_EXTRAS;
        known.set(architectureId, extras);
      }
      return extras;
    };
  }
}
