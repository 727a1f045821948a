import { type DataSource, type QueryRunner } from 'typeorm';

export interface PlantedModel {
  name: string;
  air: string;
  accessLevelId?: number;
  isPrivate?: boolean;
  extras?: Record<string, boolean>;
}

/** Where a model is planted: the database, or one connection's open transaction. */
type Queryable = Pick<DataSource, 'query'> | Pick<QueryRunner, 'query'>;

/** Adds an SDXL 1.0 base checkpoint straight to the catalogue; the provider does not know it. */
export async function plantSdxlModel(
  db: Queryable,
  { name, air, accessLevelId = 1, isPrivate = false, extras = {} }: PlantedModel,
): Promise<void> {
  await db.query(
    `INSERT INTO models (name, civitai_air, model_category_id, architecture_id, model_type, access_level_id, is_private, default_cfg, extras)
     SELECT $1, $2, c.id, a.id, 'base', $3, $4, 7.5, $5 FROM model_categories c, architectures a
     WHERE c.category = 'checkpointBase' AND a.name = 'SDXL 1.0'`,
    [name, air, accessLevelId, isPrivate, JSON.stringify(extras)],
  );
}

/**
 * Adds an SDXL 1.0 model of `category` (an IP-Adapter, an embedding, a LyCORIS…) to the catalogue,
 * as an administrator would; one already there is left as it is.
 */
export async function plantSdxlAddOn(
  db: DataSource,
  { name, air, category }: { name: string; air: string; category: string },
): Promise<void> {
  await db.query(
    `INSERT INTO models (name, civitai_air, model_category_id, architecture_id, access_level_id, is_private, default_cfg, extras)
     SELECT $1, $2, c.id, a.id, 1, false, 7.5, '{}' FROM model_categories c, architectures a
     WHERE c.category = $3 AND a.name = 'SDXL 1.0'
     ON CONFLICT (civitai_air) DO NOTHING`,
    [name, air, category],
  );
}

/** Every field a REST answer of a model carries (GET /api/models, the admin model routes), sorted. */
export const MODEL_REST_FIELDS = [
  'accessLevelId',
  'architectureId',
  'civitAIR',
  'createdAt',
  'defaultCFG',
  'defaultHeight',
  'defaultScheduler',
  'defaultSteps',
  'defaultWidth',
  'extras',
  'heroImage',
  'id',
  'isPrivate',
  'modelCategoryId',
  'modelType',
  'name',
  'tags',
  'triggerWords',
  'updatedAt',
  'version',
];
