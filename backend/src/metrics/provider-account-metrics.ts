import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsService } from './metrics.service.js';

/** Refusals of the studio's own provider account (invalid key, empty balance, suspension). */
@Injectable()
export class ProviderAccountMetrics {
  private readonly refusals: Counter<'code'>;

  constructor(metrics: MetricsService) {
    this.refusals = new Counter({
      name: 'studio_provider_account_refusals_total',
      help: "Provider calls refused because of the studio's own provider account, by provider code",
      labelNames: ['code'] as const,
      registers: [metrics.registry],
    });
  }

  refused(code: string): void {
    this.refusals.inc({ code });
  }
}
