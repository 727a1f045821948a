import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { PaymentsClient } from './payments-client.js';
import { type DisputeReport, PurchaseLifecycleService } from './purchase-lifecycle.service.js';
import { PurchasesService } from './purchases.service.js';

export interface WebhookAnswer {
  received: true;
  /** What the event did: credited, refunded, held, duplicate-event, ignored, ... */
  outcome: string;
}

/** Outcomes that applied nothing though the event was for us: worth a warning in the log. */
const NOT_APPLIED = new Set(['unknown-session', 'unknown-charge', 'mismatch']);

/** An id Stripe sends either as a string or as the expanded object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

function disputeReport(dispute: Stripe.Dispute): DisputeReport {
  return {
    id: dispute.id,
    amount: dispute.amount,
    paymentIntentId: idOf(dispute.payment_intent) ?? '',
    status: dispute.status,
  };
}

/**
 * Stripe's webhook: verifies the signature on the raw body, then handles each event once. The
 * event id is recorded in the same transaction as its effect, so a replay (or a concurrent second
 * delivery, which waits on the first's insert) finds it and changes nothing; a failure rolls both
 * back and Stripe delivers again. Refund and dispute events are also idempotent by content (the
 * purchase keeps the refunded total and the dispute), since Stripe may send them as new events
 * and out of order. Events for payments we do not know are acknowledged (2xx) and logged, so
 * Stripe stops retrying; only a bad signature is refused (400).
 */
@Injectable()
export class PaymentWebhookService {
  private readonly logger = new Logger(PaymentWebhookService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsClient,
    private readonly purchases: PurchasesService,
    private readonly lifecycle: PurchaseLifecycleService,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookAnswer> {
    const event = this.payments.verifiedEvent(rawBody, signature);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (inserted.length === 0) return 'duplicate-event';
      const applied = await this.apply(manager, event);
      // 'credited' and 'failed' come from checkout session events only: the buyer is mailed.
      // Queued last in the transaction: Redis being away rolls the event back (503), and the
      // provider's retry applies it and mails then, instead of meeting a duplicate.
      await this.purchases.fulfilled(applied, (event.data.object as Stripe.Checkout.Session).id);
      return applied;
    });
    const line = `Payment event ${event.id} (${event.type}) for ${objectId(event)}: ${outcome}`;
    if (NOT_APPLIED.has(outcome)) this.logger.warn(`${line}; not applied`);
    else if (outcome === 'ignored') this.logger.debug(line);
    else this.logger.log(line);
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
      case 'checkout.session.async_payment_failed':
        return this.lifecycle.failPayment(manager, event.data.object.id);
      case 'checkout.session.expired':
        await this.purchases.expire(manager, event.data.object.id);
        return 'expired';
      case 'charge.refunded': {
        const charge = event.data.object;
        const purchase = await this.lifecycle.lockedByPaymentIntent(
          manager,
          idOf(charge.payment_intent),
        );
        if (!purchase) return 'unknown-charge';
        if (charge.amount !== purchase.priceCents || charge.currency !== purchase.currency)
          return 'mismatch';
        return this.lifecycle.applyRefundedTotal(manager, purchase, charge.amount_refunded, null);
      }
      case 'charge.dispute.created':
      case 'charge.dispute.closed': {
        const dispute = disputeReport(event.data.object);
        const purchase = await this.lifecycle.lockedByPaymentIntent(
          manager,
          dispute.paymentIntentId,
        );
        if (!purchase) return 'unknown-charge';
        return event.type === 'charge.dispute.created'
          ? this.lifecycle.openDispute(manager, purchase, dispute)
          : this.lifecycle.closeDispute(manager, purchase, dispute);
      }
      default:
        // refund.created/updated: charge.refunded carries the running total we apply;
        // charge.dispute.funds_withdrawn/reinstated: the credits move on created/closed.
        return 'ignored';
    }
  }
}

function objectId(event: Stripe.Event): string {
  const object = event.data.object as { id?: unknown };
  return typeof object.id === 'string' ? object.id : 'an object without id';
}
