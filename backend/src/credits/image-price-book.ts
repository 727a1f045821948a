import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sqlPool } from '../database/sql-pool.js';
import { estimateProviderCostUsd } from './generation-pricing.js';
import { listRateOf } from './image-list-prices.js';

/** What decides an image's price at the provider: the model, its size and its steps. */
export interface ImagePriceKey {
  modelAir: string;
  /** The model's architecture code (sdxl, flux1d, ...), for its list price; null if unknown. */
  architectureCode: string | null;
  width: number;
  height: number;
  steps: number;
  /**
   * One image's work in megapixel·steps when refinements add passes (generation/refinements.ts);
   * absent: the first pass alone, width × height × steps.
   */
  work?: number;
}

/** One image's first pass in megapixel·steps: width × height × steps. */
export function firstPassWork(size: { width: number; height: number; steps: number }): number {
  return ((size.width * size.height) / MEGAPIXEL) * size.steps;
}

/** One image's work in megapixel·steps: what a rate is per. */
function workOf(key: Omit<ImagePriceKey, 'architectureCode'>): number {
  return key.work ?? firstPassWork(key);
}

/**
 * The learned rate of one model, size and steps bucket as an estimate read it: USD per
 * megapixel·step (PostgreSQL's numeric, as text) and how many observations it weighs.
 */
export interface LearnedRate {
  rate: string;
  samples: number;
}

/** Where an estimate's price came from, best first. */
export type PriceSource = 'learned' | 'model' | 'list' | 'formula';

const MEGAPIXEL = 1024 * 1024;

/** Sizes fall into buckets of doubling pixel counts (128² is 0, 1024² is 6, 2048² is 8). */
export function sizeBucketOf(width: number, height: number): number {
  return Math.max(0, Math.round(Math.log2((width * height) / (128 * 128))));
}

/** Steps fall into buckets of doubling counts (1, 2, 3–4, 5–8, …, 65–128, 129–150). */
export function stepsBucketOf(steps: number): number {
  return Math.max(0, Math.ceil(Math.log2(Math.max(1, steps))));
}

/** A learned price follows the newest observations: each weighs at least 1/MAX_WEIGHT. */
const MAX_WEIGHT = 20;

/**
 * The price of an image before it is made, as close as can be known to what the provider will
 * report: a rate in USD per megapixel and step, learned per model and size/steps bucket from the
 * costs of settled generations (the provider's own numbers), else the model's learned rate in any
 * bucket, else the architecture's list price, else the old reference formula.
 */
@Injectable()
export class ImagePriceBook {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** USD for `imageCount` images of this key, and where the price came from. */
  async estimateUsd(
    key: ImagePriceKey,
    imageCount: number,
  ): Promise<{ usd: number; source: PriceSource; learned?: LearnedRate }> {
    const work = workOf(key) * imageCount;
    const { rows } = await sqlPool(this.dataSource).query<{
      rate: string;
      exact: boolean;
      samples: number;
    }>({
      name: 'imagePrices.rateAndSamples',
      text: `SELECT usd_per_megapixel_step AS rate, true AS exact, samples FROM image_prices
             WHERE model_air = $1 AND size_bucket = $2 AND steps_bucket = $3
             UNION ALL
             SELECT sum(usd_per_megapixel_step * samples) / sum(samples), false, sum(samples)::int
             FROM image_prices WHERE model_air = $1 HAVING count(*) > 0`,
      values: [key.modelAir, sizeBucketOf(key.width, key.height), stepsBucketOf(key.steps)],
    });
    const exact = rows.find((row) => row.exact);
    const learned = exact ?? rows[0];
    if (learned)
      return {
        usd: Number(learned.rate) * work,
        source: exact ? 'learned' : 'model',
        ...(exact && { learned: { rate: exact.rate, samples: exact.samples } }),
      };
    const listRate = listRateOf(key.architectureCode);
    if (listRate !== null) return { usd: listRate * work, source: 'list' };
    // The reference formula prices the first pass; the refinements' passes scale it.
    const firstPass = firstPassWork(key);
    const scale = firstPass > 0 ? workOf(key) / firstPass : 1;
    return { usd: estimateProviderCostUsd({ ...key, imageCount }) * scale, source: 'formula' };
  }

  /**
   * `learn`, best effort: a price not learned leaves the last one (or the list price) in place,
   * and the settled generation it comes from is not disturbed.
   */
  async learnQuietly(
    key: Omit<ImagePriceKey, 'architectureCode'>,
    costs: readonly (number | undefined)[],
    known?: LearnedRate,
  ): Promise<void> {
    await this.learn(key, costs, known).catch((error: unknown) =>
      new Logger('ImagePriceBook').warn(`Price not learned: ${String(error)}`),
    );
  }

  /**
   * Records what the provider reported for the images of a settled generation. Images without a
   * reported cost teach nothing. A running average that follows price changes within a few tasks.
   *
   * `known` is the bucket's rate as this task's estimate read it: when that already weighs the
   * most observations a rate keeps (MAX_WEIGHT) and this cost is that rate, the average would be
   * written back unchanged, so nothing is written (one statement fewer per generation at a steady
   * price).
   */
  async learn(
    key: Omit<ImagePriceKey, 'architectureCode'>,
    costs: readonly (number | undefined)[],
    known?: LearnedRate,
  ) {
    const reported = costs.filter((cost): cost is number => typeof cost === 'number' && cost > 0);
    if (reported.length === 0 || key.steps <= 0) return;
    const perImage = reported.reduce((sum, cost) => sum + cost, 0) / reported.length;
    const rate = perImage / workOf(key);
    if (known && teachesNothing(known, rate)) return;
    await sqlPool(this.dataSource).query({
      name: 'imagePrices.learn',
      text: `INSERT INTO image_prices AS p (model_air, size_bucket, steps_bucket, usd_per_megapixel_step, samples)
             VALUES ($1, $2, $3, $4::numeric, 1)
             ON CONFLICT (model_air, size_bucket, steps_bucket) DO UPDATE SET
               usd_per_megapixel_step = (p.usd_per_megapixel_step * p.samples + EXCLUDED.usd_per_megapixel_step)
                                        / (p.samples + 1),
               samples = least(p.samples + 1, $5::int), updated_at = now()`,
      values: [
        key.modelAir,
        sizeBucketOf(key.width, key.height),
        stepsBucketOf(key.steps),
        rate,
        MAX_WEIGHT,
      ],
    });
  }
}

/**
 * Whether observing `rate` would leave the learned rate `known` as it is: at full weight the
 * average of equal values is that value (to within a part in a billion, rounding of the numeric).
 */
export function teachesNothing(known: LearnedRate, rate: number): boolean {
  return known.samples >= MAX_WEIGHT && Math.abs(Number(known.rate) - rate) <= rate * 1e-9;
}
