import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsService } from './metrics.service.js';

/** Business counters of credit-pack sales: paid purchases, revenue and refunds, by pack. */
@Injectable()
export class PurchaseMetrics {
  private readonly purchases: Counter<'pack'>;
  private readonly revenueCents: Counter<'pack' | 'currency'>;
  private readonly refunds: Counter<'pack'>;

  constructor(metrics: MetricsService) {
    const registers = [metrics.registry];
    this.purchases = new Counter({
      name: 'studio_credit_purchases_total',
      help: 'Paid credit-pack purchases by pack',
      labelNames: ['pack'] as const,
      registers,
    });
    this.revenueCents = new Counter({
      name: 'studio_credit_purchase_revenue_cents_total',
      help: 'Revenue of paid credit-pack purchases in cents, by pack and currency',
      labelNames: ['pack', 'currency'] as const,
      registers,
    });
    this.refunds = new Counter({
      name: 'studio_credit_purchase_refunds_total',
      help: 'Refunded credit-pack purchases by pack',
      labelNames: ['pack'] as const,
      registers,
    });
  }

  /** Once per purchase, when its payment is first recorded. */
  paid(pack: string, priceCents: number, currency: string): void {
    this.purchases.inc({ pack });
    this.revenueCents.inc({ pack, currency }, priceCents);
  }

  refunded(pack: string): void {
    this.refunds.inc({ pack });
  }
}
