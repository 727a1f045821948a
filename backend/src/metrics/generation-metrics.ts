import { Injectable } from '@nestjs/common';
import { type Counter } from 'prom-client';
import { MetricsService } from './metrics.service.js';

export type GenerationOutcome = 'succeeded' | 'failed';

const OUTCOMES: readonly GenerationOutcome[] = ['succeeded', 'failed'];

/** Business counters of finished generations: outcome, provider cost and credits charged. */
@Injectable()
export class GenerationMetrics {
  private readonly generations: Counter<'outcome'>;
  private readonly providerCostUsd: Counter;
  private readonly creditsCharged: Counter;

  constructor(metrics: MetricsService) {
    this.generations = metrics.counter(
      'studio_generations_total',
      'Finished generations by outcome',
      ['outcome'],
    );
    // Every outcome is exported from the start, at 0, so rates and ratios exist before the first.
    for (const outcome of OUTCOMES) this.generations.inc({ outcome }, 0);
    this.providerCostUsd = metrics.counter(
      'studio_generation_provider_cost_usd_total',
      'Provider cost of finished generations in US dollars',
    );
    this.creditsCharged = metrics.counter(
      'studio_credits_charged_total',
      'Credits charged for finished generations',
    );
  }

  /** One finished generation (call once, on success or failure). */
  recorded(outcome: GenerationOutcome, providerCostUsd: number, creditsCharged: number): void {
    this.generations.inc({ outcome });
    if (Number.isFinite(providerCostUsd) && providerCostUsd > 0)
      this.providerCostUsd.inc(providerCostUsd);
    if (Number.isFinite(creditsCharged) && creditsCharged > 0)
      this.creditsCharged.inc(creditsCharged);
  }
}
