import { stripeId } from '../stripe-id.js';
import { type Charge } from '../stripe-objects.js';

/** A paid PaymentIntent (one per completed Checkout Session) and how much of it was refunded. */
export interface PaidIntent {
  readonly id: string;
  /** The charge behind the intent: refunds, disputes and their events name it, as Stripe's do. */
  readonly chargeId: string;
  readonly amount: number;
  readonly currency: string;
  readonly created: number;
  refunded: number;
  /** The dispute raised against its charge, if any (Stripe allows one per charge). */
  disputeId: string | null;
}

/** The PaymentIntents created by completed sessions, looked up by refunds and disputes. */
export class PaymentIntentLedger {
  private readonly intents = new Map<string, PaidIntent>();

  open(amount: number, currency: string, createdSeconds = 0): PaidIntent {
    const intent: PaidIntent = {
      id: stripeId('pi'),
      chargeId: stripeId('ch'),
      amount,
      currency,
      created: createdSeconds,
      refunded: 0,
      disputeId: null,
    };
    this.intents.set(intent.id, intent);
    return intent;
  }

  /** An intent whose delayed payment failed: it was never paid. */
  forget(id: string): void {
    this.intents.delete(id);
  }

  find(id: string): PaidIntent | undefined {
    return this.intents.get(id);
  }

  /** The intent's charge as Stripe shows it now: `amount_refunded` is the running total. */
  charge(intent: PaidIntent): Charge {
    return {
      id: intent.chargeId,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: intent.refunded,
      captured: true,
      created: intent.created,
      currency: intent.currency,
      disputed: intent.disputeId !== null,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: intent.id,
      refunded: intent.refunded === intent.amount,
      status: 'succeeded',
    };
  }
}
