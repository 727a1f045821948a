import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
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
    const registers = [metrics.registry];
    this.generations = new Counter({
      name: 'studio_generations_total',
      help: 'Finished generations by outcome',
      labelNames: ['outcome'] as const,
      registers,
    });
    // Every outcome is exported from the start, at 0, so rates and ratios exist before the first.
    for (const outcome of OUTCOMES) this.generations.inc({ outcome }, 0);
    this.providerCostUsd = new Counter({
      name: 'studio_generation_provider_cost_usd_total',
      help: 'Provider cost of finished generations in US dollars',
      registers,
    });
    this.creditsCharged = new Counter({
      name: 'studio_credits_charged_total',
      help: 'Credits charged for finished generations',
      registers,
    });
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
