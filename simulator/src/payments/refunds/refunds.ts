import { formatMoney } from '../format-money.js';
import { invalidRequest, resourceMissing } from '../stripe-error.js';
import { stripeId } from '../stripe-id.js';
import { type Refund } from '../stripe-objects.js';
import { type PaymentIntentLedger } from './payment-intent-ledger.js';
import { type RefundParams } from './refund-params.js';

/** Refunds against paid PaymentIntents: full by default, partial ones up to what remains. */
export class Refunds {
  constructor(
    private readonly ledger: PaymentIntentLedger,
    private readonly now: () => number,
  ) {}

  create(params: RefundParams): Refund {
    const intent = this.ledger.find(params.paymentIntent);
    if (!intent) throw resourceMissing('payment_intent', params.paymentIntent, 'payment_intent');
    const remaining = intent.amount - intent.refunded;
    if (remaining === 0) {
      throw invalidRequest(
        `Charge ${intent.chargeId} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const amount = params.amount ?? remaining;
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${formatMoney(amount, intent.currency)}) is greater than unrefunded amount on charge (${formatMoney(remaining, intent.currency)})`,
        'amount',
        'amount_too_large',
      );
    }
    intent.refunded += amount;
    return {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge: intent.chargeId,
      currency: intent.currency,
      metadata: params.metadata,
      payment_intent: intent.id,
      reason: params.reason,
      status: 'succeeded',
      created: Math.floor(this.now() / 1000),
    };
  }
}
