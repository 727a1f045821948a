import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { type CreationModel } from './dto/creation-model.js';
import { Creation } from './entities/creation.entity.js';

/** The most models the filter lists: a catalogue's worth, and a bound on what a call reads. */
export const CREATION_MODELS_MAX = 500;

/**
 * The caller's distinct model ids, read as a loose index scan of creations_user_model_created_idx
 * (user_id, model_id, ...): each step jumps to the next model id above the last, so the cost
 * follows the number of models, not of images (a plain DISTINCT reads every image's entry).
 */
const USED_MODEL_AIRS_SQL = `
  WITH RECURSIVE used(model_id) AS (
    (SELECT model_id FROM creations WHERE user_id = $1 ORDER BY model_id LIMIT 1)
    UNION ALL
    SELECT (SELECT next.model_id FROM creations next
             WHERE next.user_id = $1 AND next.model_id > used.model_id
             ORDER BY next.model_id LIMIT 1)
      FROM used WHERE used.model_id IS NOT NULL
  )
  SELECT model_id AS "modelAir" FROM used WHERE model_id IS NOT NULL LIMIT $2`;

/**
 * The models a user's saved images were made with: each image keeps its base model's AIR (a tool
 * result keeps its source's), so these are the base models the gallery can be filtered by.
 */
@Injectable()
export class CreationModelsService {
  constructor(
    @InjectRepository(Creation) private readonly creations: Repository<Creation>,
    private readonly catalog: CatalogService,
  ) {}

  async list(caller: AuthenticatedUser): Promise<CreationModel[]> {
    const rows: { modelAir: string }[] = await this.creations.query(USED_MODEL_AIRS_SQL, [
      caller.user.id,
      CREATION_MODELS_MAX,
    ]);
    const modelAirs = rows.map((row) => row.modelAir);
    const known = await this.catalog.listModelsByAir(caller, modelAirs);
    const byAir = new Map(known.map((model) => [model.air, model]));
    return modelAirs.map((modelAir) => ({ modelAir, model: byAir.get(modelAir) ?? null }));
  }
}
