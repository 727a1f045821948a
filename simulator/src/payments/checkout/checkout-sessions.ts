import { type PaymentIntentLedger } from '../refunds/payment-intent-ledger.js';
import { invalidRequest, resourceMissing } from '../stripe-error.js';
import { stripeId } from '../stripe-id.js';
import { type CheckoutSession, type EventRequest } from '../stripe-objects.js';
import { type EventLog, NO_REQUEST } from '../webhooks/event-log.js';
import { MAX_LIFETIME_SECONDS, type CheckoutSessionParams } from './checkout-session-params.js';

/** A session and what the hosted page shows, which Stripe keeps in line items, not on the session. */
export interface CheckoutSessionRecord {
  readonly session: CheckoutSession;
  readonly productName: string;
  readonly productDescription: string | null;
  readonly quantity: number;
}

export interface CheckoutSessionsParts {
  payPageUrl: (sessionId: string) => string;
  events: EventLog;
  ledger: PaymentIntentLedger;
  now: () => number;
}

/**
 * Checkout Sessions and their life: open → complete (paid, once) or open → expired (by the API or
 * when `expires_at` passes). Each transition records its event. Callers get copies.
 */
export class CheckoutSessions {
  private readonly records = new Map<string, CheckoutSessionRecord>();

  constructor(private readonly parts: CheckoutSessionsParts) {}

  create(params: CheckoutSessionParams): CheckoutSession {
    const created = this.nowSeconds();
    const id = stripeId('cs_test', 58);
    const amount = params.unitAmount * params.quantity;
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      url: this.parts.payPageUrl(id),
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency: params.currency,
      mode: 'payment',
      client_reference_id: params.clientReferenceId,
      customer: null,
      customer_email: params.customerEmail,
      customer_details: null,
      metadata: params.metadata,
      payment_intent: null,
      payment_method_types: ['card'],
      success_url: params.successUrl,
      cancel_url: params.cancelUrl,
      created,
      expires_at: params.expiresAt ?? created + MAX_LIFETIME_SECONDS,
      livemode: false,
    };
    this.records.set(id, {
      session,
      productName: params.productName,
      productDescription: params.productDescription,
      quantity: params.quantity,
    });
    return structuredClone(session);
  }

  /** The session as it is now (expired first if its time has passed), or undefined. */
  find(id: string): CheckoutSessionRecord | undefined {
    const record = this.records.get(id);
    if (!record) return undefined;
    this.expireIfDue(record);
    return structuredClone(record);
  }

  retrieve(id: string): CheckoutSession {
    const record = this.find(id);
    if (!record) throw resourceMissing('checkout.session', id, 'session');
    return record.session;
  }

  /** `POST /v1/checkout/sessions/:id/expire`: only an open session can be expired. */
  expire(id: string, request: EventRequest): CheckoutSession {
    const session = this.live(id);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    }
    return this.markExpired(session, request);
  }

  /**
   * The buyer pressed Pay: the session is paid through a new PaymentIntent. Paying a complete
   * session again changes nothing (no second event); an expired one cannot be paid.
   */
  complete(id: string): CheckoutSession {
    const session = this.live(id);
    if (session.status === 'expired') {
      throw invalidRequest('This Checkout Session has expired and can no longer be paid.');
    }
    if (session.status === 'open') {
      const intent = this.parts.ledger.open(
        session.amount_total,
        session.currency,
        this.nowSeconds(),
      );
      this.markComplete(session, intent.id, 'paid');
      this.parts.events.record('checkout.session.completed', session, NO_REQUEST);
    }
    return structuredClone(session);
  }

  /**
   * The buyer paid with a delayed method (a bank debit): the session completes unpaid, then the
   * payment succeeds or fails, each announced as Stripe does (`checkout.session.completed` with
   * `payment_status: "unpaid"`, then `async_payment_succeeded` or `async_payment_failed`).
   */
  completeAsync(id: string, outcome: 'succeeded' | 'failed'): CheckoutSession {
    const session = this.live(id);
    if (session.status !== 'open') {
      throw invalidRequest(
        `Only open Checkout Sessions can be paid; this one has a status of \`${session.status}\`.`,
      );
    }
    const intent = this.parts.ledger.open(
      session.amount_total,
      session.currency,
      this.nowSeconds(),
    );
    this.markComplete(session, intent.id, 'unpaid');
    this.parts.events.record('checkout.session.completed', session, NO_REQUEST);
    if (outcome === 'succeeded') {
      session.payment_status = 'paid';
      this.parts.events.record('checkout.session.async_payment_succeeded', session, NO_REQUEST);
    } else {
      // The intent was never paid: nothing to refund or dispute.
      this.parts.ledger.forget(intent.id);
      this.parts.events.record('checkout.session.async_payment_failed', session, NO_REQUEST);
    }
    return structuredClone(session);
  }

  /** Expires every open session whose `expires_at` has passed (run by a timer, as Stripe's is). */
  expireDue(): void {
    for (const record of this.records.values()) this.expireIfDue(record);
  }

  private markComplete(
    session: CheckoutSession,
    paymentIntent: string,
    paymentStatus: CheckoutSession['payment_status'],
  ): void {
    Object.assign(session, {
      status: 'complete',
      payment_status: paymentStatus,
      payment_intent: paymentIntent,
      url: null,
      customer_details: {
        email: session.customer_email,
        name: null,
        phone: null,
        address: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
    } satisfies Partial<CheckoutSession>);
  }

  private live(id: string): CheckoutSession {
    const record = this.records.get(id);
    if (!record) throw resourceMissing('checkout.session', id, 'session');
    this.expireIfDue(record);
    return record.session;
  }

  private expireIfDue(record: CheckoutSessionRecord): void {
    const { session } = record;
    if (session.status === 'open' && this.nowSeconds() >= session.expires_at) {
      this.markExpired(session, NO_REQUEST);
    }
  }

  private markExpired(session: CheckoutSession, request: EventRequest): CheckoutSession {
    Object.assign(session, { status: 'expired', url: null } satisfies Partial<CheckoutSession>);
    this.parts.events.record('checkout.session.expired', session, request);
    return structuredClone(session);
  }

  private nowSeconds(): number {
    return Math.floor(this.parts.now() / 1000);
  }
}
