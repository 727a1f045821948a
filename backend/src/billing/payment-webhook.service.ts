import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { PaymentsClient } from './payments-client.js';
import { PurchasesService } from './purchases.service.js';

export interface WebhookAnswer {
  received: true;
  /** What the event did: credited, already-handled, expired, duplicate-event, ignored, ... */
  outcome: string;
}

/**
 * Stripe's webhook: verifies the signature on the raw body, then handles each event once. The
 * event id is recorded in the same transaction as its effect, so a replay (or a concurrent second
 * delivery, which waits on the first's insert) finds it and changes nothing; a failure rolls both
 * back and Stripe delivers again.
 */
@Injectable()
export class PaymentWebhookService {
  private readonly logger = new Logger(PaymentWebhookService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsClient,
    private readonly purchases: PurchasesService,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookAnswer> {
    const event = this.payments.verifiedEvent(rawBody, signature);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (inserted.length === 0) return 'duplicate-event';
      return this.apply(manager, event);
    });
    // 'credited' comes from checkout session events only.
    await this.purchases.fulfilled(outcome, (event.data.object as Stripe.Checkout.Session).id);
    if (outcome === 'unknown-session' || outcome === 'mismatch')
      this.logger.warn(`Payment event ${event.id} (${event.type}) not applied: ${outcome}`);
    return { received: true, outcome };
  }

  private async apply(manager: EntityManager, event: Stripe.Event): Promise<string> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        if (session.payment_status !== 'paid') return 'awaiting-payment';
        return this.purchases.fulfil(manager, session);
      }
      case 'checkout.session.expired':
        await this.purchases.expire(manager, event.data.object.id);
        return 'expired';
      default:
        return 'ignored';
    }
  }
}
