import { Injectable } from '@nestjs/common';
import { type Counter } from 'prom-client';
import { MetricsService } from './metrics.service.js';

/** Business counters of credit-pack sales: paid purchases, revenue and refunds, by pack. */
@Injectable()
export class PurchaseMetrics {
  private readonly purchases: Counter<'pack'>;
  private readonly revenueCents: Counter<'pack' | 'currency'>;
  private readonly refunds: Counter<'pack'>;

  constructor(metrics: MetricsService) {
    this.purchases = metrics.counter(
      'studio_credit_purchases_total',
      'Paid credit-pack purchases by pack',
      ['pack'],
    );
    this.revenueCents = metrics.counter(
      'studio_credit_purchase_revenue_cents_total',
      'Revenue of paid credit-pack purchases in cents, by pack and currency',
      ['pack', 'currency'],
    );
    this.refunds = metrics.counter(
      'studio_credit_purchase_refunds_total',
      'Refunded credit-pack purchases by pack',
      ['pack'],
    );
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
