import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { sqlPool } from '../database/sql-pool.js';
import { type GenerationEta } from './dto/generation-update.js';
import { FINISHED_RUNS, type Generation } from './entities/generation.entity.js';

/** How many of the newest finished runs an estimate is drawn from (per model, and of all). */
const RECENT_RUNS = 20;
/** Steps assumed when a request left them to the model: the same on both sides of the ratio. */
const STEPS_WHEN_UNSET = 20;
const MEGAPIXEL = 1024 * 1024;

/** What a generation asks of the provider: megapixels × steps × images. */
export function workOf(parameters: Record<string, unknown>, imageCount: number): number {
  const number = (key: string, fallback: number) =>
    typeof parameters[key] === 'number' ? (parameters[key] as number) : fallback;
  return (
    ((number('width', 1024) * number('height', 1024)) / MEGAPIXEL) *
    number('steps', STEPS_WHEN_UNSET) *
    Math.max(1, imageCount)
  );
}

/**
 * The ETA of a queued card. A run is expected to last the model's median pace (milliseconds per
 * megapixel, step and image over its last RECENT_RUNS successes; all models' when it has none)
 * times its own work. While it waits at queue position p, with PROVIDER_MAX_CONCURRENCY runs at
 * once, one of the running ones ends every (typical run / concurrency) on average, so its turn
 * comes after about p of those. Null without any finished run to learn from.
 */
@Injectable()
export class GenerationEtas {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async of(generation: Generation, queuePosition: number | null): Promise<GenerationEta | null> {
    const unfinished = generation.status === 'pending' || generation.status === 'running';
    if (!unfinished || generation.taskType !== 'imageInference') return null;
    const { rows } = await sqlPool(this.dataSource).query<{
      model_pace: number | null;
      any_pace: number | null;
      typical_ms: number | null;
    }>({
      name: 'generationEta.paces',
      // Both partial indexes keep this to RECENT_RUNS rows each, however long the history.
      text: `WITH model_runs AS (
               SELECT duration_ms, parameters, image_count FROM generations
               WHERE model_air = $1 AND ${FINISHED_RUNS}
               ORDER BY completed_at DESC LIMIT $2
             ), any_runs AS (
               SELECT duration_ms, parameters, image_count FROM generations
               WHERE ${FINISHED_RUNS}
               ORDER BY completed_at DESC LIMIT $2
             ), paced AS (
               SELECT 'model' AS origin, duration_ms, parameters, image_count FROM model_runs
               UNION ALL
               SELECT 'any', duration_ms, parameters, image_count FROM any_runs
             ), pace AS (
               SELECT origin, duration_ms,
                 duration_ms / (coalesce((parameters->>'width')::float, 1024)
                   * coalesce((parameters->>'height')::float, 1024) / ${MEGAPIXEL}
                   * coalesce((parameters->>'steps')::float, ${STEPS_WHEN_UNSET})
                   * greatest(image_count, 1)) AS ms_per_work
               FROM paced
             )
             SELECT
               percentile_cont(0.5) WITHIN GROUP (ORDER BY ms_per_work) FILTER (WHERE origin = 'model') AS model_pace,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY ms_per_work) FILTER (WHERE origin = 'any') AS any_pace,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms) FILTER (WHERE origin = 'any') AS typical_ms
             FROM pace`,
      values: [generation.modelAir, RECENT_RUNS],
    });
    const paces = rows[0];
    const pace = paces?.model_pace ?? paces?.any_pace ?? null;
    if (pace === null || !paces?.typical_ms) return null;
    const waiting = generation.status === 'pending' && queuePosition !== null;
    return {
      expectedRunMs: Math.round(pace * workOf(generation.parameters, generation.imageCount)),
      expectedWaitMs: waiting
        ? Math.round((queuePosition * paces.typical_ms) / this.config.PROVIDER_MAX_CONCURRENCY)
        : 0,
    };
  }
}
