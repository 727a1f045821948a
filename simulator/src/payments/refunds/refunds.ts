import { formatMoney } from '../format-money.js';
import { invalidRequest, resourceMissing } from '../stripe-error.js';
import { stripeId } from '../stripe-id.js';
import { type EventRequest, type Refund } from '../stripe-objects.js';
import { type EventLog } from '../webhooks/event-log.js';
import { type PaymentIntentLedger } from './payment-intent-ledger.js';
import { type RefundParams } from './refund-params.js';

/**
 * Refunds against paid PaymentIntents: full by default, partial ones up to what remains. Whoever
 * asks (the app, the Dashboard, another system with the key), each refund is announced as Stripe
 * does: `refund.created` with the refund, then `charge.refunded` with the charge, whose
 * `amount_refunded` is the total so far. Card refunds succeed at once, so no `refund.updated`.
 */
export class Refunds {
  constructor(
    private readonly ledger: PaymentIntentLedger,
    private readonly events: EventLog,
    private readonly now: () => number,
    /** Whether a dispute is closed (won or lost): an open one blocks refunds, as at Stripe. */
    private readonly closedDisputes: (disputeId: string) => boolean = () => true,
  ) {}

  create(params: RefundParams, request: EventRequest): Refund {
    const intent = this.ledger.find(params.paymentIntent);
    if (!intent) throw resourceMissing('payment_intent', params.paymentIntent, 'payment_intent');
    if (intent.disputeId && !this.closedDisputes(intent.disputeId)) {
      throw invalidRequest(
        `Charge ${intent.chargeId} has been charged back; refunds are not possible while the dispute is open.`,
        undefined,
        'charge_disputed',
      );
    }
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
    const refund: Refund = {
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
    this.events.record('refund.created', refund, request);
    this.events.record('charge.refunded', this.ledger.charge(intent), request);
    return refund;
  }
}
