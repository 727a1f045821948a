import { stripeId } from '../stripe-id.js';

/** A paid PaymentIntent (one per completed Checkout Session) and how much of it was refunded. */
export interface PaidIntent {
  readonly id: string;
  /** The charge behind the intent: refunds and their errors name it, as Stripe's do. */
  readonly chargeId: string;
  readonly amount: number;
  readonly currency: string;
  refunded: number;
}

/** The PaymentIntents created by completed sessions, looked up by refunds. */
export class PaymentIntentLedger {
  private readonly intents = new Map<string, PaidIntent>();

  open(amount: number, currency: string): PaidIntent {
    const intent: PaidIntent = {
      id: stripeId('pi'),
      chargeId: stripeId('ch'),
      amount,
      currency,
      refunded: 0,
    };
    this.intents.set(intent.id, intent);
    return intent;
  }

  find(id: string): PaidIntent | undefined {
    return this.intents.get(id);
  }
}
