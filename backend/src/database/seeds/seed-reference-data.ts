import { type EntityManager } from 'typeorm';
import {
  ACCESS_LEVELS,
  CREDIT_PACKS,
  ADD_ON_MODELS,
  ARCHITECTURES,
  BASE_MODELS,
  MODEL_CATEGORIES,
  schedulersFor,
  sizePresetsFor,
} from './reference-data.js';

/**
 * Inserts or refreshes the reference data. Idempotent: safe on every start. Rows an administrator
 * may edit later (models, credit packs) are only inserted when missing, never overwritten.
 *
 * A row already as it should be is not written, not even by an `ON CONFLICT DO UPDATE` that would
 * change nothing: that still locks the row FOR UPDATE (its unique columns are keys), which waits on
 * every running insert that references it (a model imported, a user signed up, on another
 * replica) and deadlocked with one in a test run.
 */
export async function seedReferenceData(manager: EntityManager): Promise<void> {
  for (const level of ACCESS_LEVELS) {
    const values = [level.id, level.name, level.level, level.creditMultiplier];
    await manager.query(
      `UPDATE access_levels SET name = $2, level = $3, credit_multiplier = $4
       WHERE id = $1 AND (name, level, credit_multiplier) IS DISTINCT FROM ($2::text, $3::int, $4::numeric)`,
      values,
    );
    await manager.query(
      `INSERT INTO access_levels (id, name, level, credit_multiplier) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      values,
    );
  }

  for (const pack of CREDIT_PACKS) {
    await manager.query(
      `INSERT INTO credit_packs (id, name, price_cents, credits, access_level_id, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [pack.id, pack.name, pack.priceCents, pack.credits, pack.accessLevelId, pack.sortOrder],
    );
  }

  for (const category of MODEL_CATEGORIES) {
    await manager.query(
      `INSERT INTO model_categories (category) VALUES ($1) ON CONFLICT (category) DO NOTHING`,
      [category],
    );
  }

  for (const arch of ARCHITECTURES) {
    await manager.query(
      `UPDATE architectures SET code = $2 WHERE name = $1 AND code IS DISTINCT FROM $2`,
      [arch.name, arch.code],
    );
    await manager.query(
      `INSERT INTO architectures (name, code) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
      [arch.name, arch.code],
    );
    const [{ id }] = (await manager.query(`SELECT id FROM architectures WHERE name = $1`, [
      arch.name,
    ])) as { id: number }[];

    await manager.query(
      `INSERT INTO architecture_capabilities (architecture_id, supports_lora, supports_controlnet,
         supports_vae, supports_ipadapter, supports_embeddings, default_steps, default_cfg,
         supports_negative_prompt, supports_hires_fix, supports_face_refinement,
         supports_transparent_background, supports_outpaint, supports_pulid, max_reference_images,
         supports_seed_image)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $13, $11, $10, $12, $14, $15)
       ON CONFLICT (architecture_id) DO NOTHING`,
      [
        id,
        arch.supportsLora,
        arch.supportsControlNet,
        arch.supportsVAE,
        arch.supportsIPAdapter,
        arch.supportsEmbeddings,
        arch.defaultSteps,
        arch.defaultCFG,
        arch.supportsNegativePrompt ?? true,
        arch.refines ?? false,
        arch.supportsTransparentBackground ?? false,
        arch.supportsPulid ?? false,
        arch.supportsFaceRefinement ?? arch.refines ?? false,
        arch.maxReferenceImages ?? 0,
        arch.supportsSeedImage ?? true,
      ],
    );

    for (const scheduler of schedulersFor(arch.family)) {
      await manager.query(
        `INSERT INTO schedulers (architecture_id, scheduler_key, friendly_name, is_default)
         SELECT $1, $2, $3, $4
         WHERE NOT EXISTS (SELECT 1 FROM schedulers WHERE architecture_id = $1 AND scheduler_key = $2)
           AND NOT ($4 AND EXISTS (SELECT 1 FROM schedulers WHERE architecture_id = $1 AND is_default))`,
        [id, scheduler.schedulerKey, scheduler.friendlyName, scheduler.isDefault],
      );
    }

    for (const preset of sizePresetsFor(arch.nativeEdge)) {
      await manager.query(
        `INSERT INTO size_presets (architecture_id, name, label, width, height, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (architecture_id, name) DO NOTHING`,
        [id, preset.name, preset.label, preset.width, preset.height, preset.sortOrder],
      );
    }
  }

  for (const model of [...BASE_MODELS, ...ADD_ON_MODELS]) {
    await manager.query(
      `INSERT INTO models (name, version, civitai_air, model_category_id, architecture_id, model_type,
         tags, is_private, default_width, default_height, default_steps, default_scheduler, default_cfg,
         access_level_id, trigger_words, extras)
       SELECT $1, $2, $3, c.id, a.id, $6, $7, false, $8, $9, $10, 'Default', $11, $12, $14, $13
       FROM model_categories c, architectures a
       WHERE c.category = $4 AND a.name = $5
       ON CONFLICT (civitai_air) DO NOTHING`,
      [
        model.name,
        model.version,
        model.air,
        model.category,
        model.architecture,
        model.modelType,
        model.tags,
        model.defaultWidth ?? 1024,
        model.defaultHeight ?? 1024,
        model.defaultSteps,
        model.defaultCFG,
        ACCESS_LEVELS[0].id,
        JSON.stringify(model.extras),
        model.triggerWords ?? [],
      ],
    );
  }
}
