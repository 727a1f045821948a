import { Injectable } from '@nestjs/common';
import { type Counter } from 'prom-client';
import { MetricsService } from './metrics.service.js';

/** Refusals of the studio's own provider account (invalid key, empty balance, suspension). */
@Injectable()
export class ProviderAccountMetrics {
  private readonly refusals: Counter<'code'>;

  constructor(metrics: MetricsService) {
    this.refusals = metrics.counter(
      'studio_provider_account_refusals_total',
      "Provider calls refused because of the studio's own provider account, by provider code",
      ['code'],
    );
  }

  refused(code: string): void {
    this.refusals.inc({ code });
  }
}
