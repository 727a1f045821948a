import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Model } from '../../catalog/entities/model.entity.js';
import { type ModelRow } from '../../catalog/model-row.js';
import { containsPattern } from '../../common/sql/contains-pattern.js';
import { type AdminModelFilter } from './dto/admin-model.input.js';

/** The add-ons an architecture works with, as its capabilities row states them. */
export interface ArchitectureAddOns {
  lora: boolean;
  controlnet: boolean;
  vae: boolean;
  ipadapter: boolean;
}

/** One page of stored models and how many match across every page. */
export interface StoredModelRows {
  rows: Model[];
  totalCount: number;
}

/**
 * Every statement the administration's model catalogue runs: models, their categories,
 * architectures and architecture capabilities. The services decide; this only reads and writes.
 */
@Injectable()
export class ModelCatalogueRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The ones of these AIRs a stored model already has. */
  async storedAirs(airs: string[]): Promise<Set<string>> {
    const stored: { civitai_air: string }[] = airs.length
      ? await this.dataSource.query('SELECT civitai_air FROM models WHERE civitai_air = ANY($1)', [
          airs,
        ])
      : [];
    return new Set(stored.map((row) => row.civitai_air));
  }

  /**
   * Stored models matching the filter, by name then id: up to `take` of them after the keyset
   * position `after` (name, id), with the count of all that match.
   */
  async modelPage(
    filter: AdminModelFilter,
    take: number,
    after?: [string, number],
  ): Promise<StoredModelRows> {
    const query = this.dataSource.getRepository(Model).createQueryBuilder('model');
    if (filter.search) {
      query.andWhere(
        `(model.name ILIKE :pattern OR model.version ILIKE :pattern OR model.air ILIKE :pattern
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
      const [name, id] = after;
      query.andWhere('(model.name, model.id) > (:name, :id)', { name, id });
    }
    const rows = await query
      .orderBy('model.name', 'ASC')
      .addOrderBy('model.id', 'ASC')
      .take(take)
      .getMany();
    return { rows, totalCount };
  }

  findModel(id: number): Promise<Model | null> {
    return this.dataSource.getRepository(Model).findOneBy({ id });
  }

  /** The new model's id; a taken AIR fails as PostgreSQL's unique violation. */
  async insertModel(row: ModelRow): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(Model)
      .values(row)
      .returning('id')
      .execute();
    return (result.raw as { id: number }[])[0].id;
  }

  /** False when no model has this id. */
  async updateModel(id: number, columns: Partial<ModelRow>): Promise<boolean> {
    const result = await this.dataSource.getRepository(Model).update({ id }, columns);
    return !!result.affected;
  }

  /** False when no model has this id. */
  async deleteModel(id: number): Promise<boolean> {
    const result = await this.dataSource.getRepository(Model).delete({ id });
    return !!result.affected;
  }

  /**
   * One INSERT ... ON CONFLICT (civitai_air): a model stored under the row's AIR is kept as it is,
   * or only takes the row's access level when `applyLevel`. True when this call created the model.
   */
  async upsertModelByAir(row: ModelRow, applyLevel: boolean): Promise<boolean> {
    const insert = this.dataSource.createQueryBuilder().insert().into(Model).values(row);
    if (applyLevel) insert.orUpdate(['access_level_id', 'updated_at'], ['civitai_air']);
    else insert.orIgnore();
    const result = await insert.returning('(xmax = 0) AS created').execute();
    return (result.raw as { created: boolean }[])[0]?.created === true;
  }

  /** The name of the model category with this id, undefined when there is none. */
  async categoryName(id: number): Promise<string | undefined> {
    const categories: { id: number; category: string }[] = await this.dataSource.query(
      'SELECT id, category FROM model_categories WHERE id = $1',
      [id],
    );
    return categories[0]?.category;
  }

  /** Every model category's id, by its name. */
  async categoryIdsByName(): Promise<Map<string, number>> {
    const categories: { id: number; category: string }[] = await this.dataSource.query(
      'SELECT id, category FROM model_categories',
    );
    return new Map(categories.map((row) => [row.category, row.id]));
  }

  async architectureExists(id: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM architectures WHERE id = $1',
      [id],
    );
    return rows.length > 0;
  }

  /** The architecture with this name (case-insensitive) or provider code, the code's first. */
  async findArchitectureId(name: string, code: string | null): Promise<number | undefined> {
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM architectures
       WHERE lower(name) = lower($1) OR ($2::text IS NOT NULL AND code = $2)
       ORDER BY (code = $2) DESC NULLS LAST LIMIT 1`,
      [name, code],
    );
    return rows[0]?.id;
  }

  /** The new architecture's id; undefined when its name or code was taken meanwhile. */
  async insertArchitecture(name: string, code: string | null): Promise<number | undefined> {
    const created: { id: number }[] = await this.dataSource.query(
      'INSERT INTO architectures (name, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
      [name, code],
    );
    return created[0]?.id;
  }

  /**
   * The capabilities of an architecture met on import: the column defaults (the provider's usual
   * limits), 20 steps, CFG 7 and LoRA; administrators edit them afterwards.
   */
  async insertImportedCapabilities(
    architectureId: number,
    supportsNegativePrompt: boolean,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO architecture_capabilities (architecture_id, default_steps, default_cfg,
         supports_lora, supports_negative_prompt)
       VALUES ($1, 20, 7, true, $2) ON CONFLICT (architecture_id) DO NOTHING`,
      [architectureId, supportsNegativePrompt],
    );
  }

  /** Undefined when the architecture has no capabilities row. */
  async addOnsOf(architectureId: number): Promise<ArchitectureAddOns | undefined> {
    const rows: {
      supports_lora: boolean;
      supports_controlnet: boolean;
      supports_vae: boolean;
      supports_ipadapter: boolean;
    }[] = await this.dataSource.query(
      `SELECT supports_lora, supports_controlnet, supports_vae, supports_ipadapter
       FROM architecture_capabilities WHERE architecture_id = $1`,
      [architectureId],
    );
    const capability = rows[0];
    return capability
      ? {
          lora: capability.supports_lora,
          controlnet: capability.supports_controlnet,
          vae: capability.supports_vae,
          ipadapter: capability.supports_ipadapter,
        }
      : undefined;
  }
}
