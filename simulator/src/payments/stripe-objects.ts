/** The Stripe objects the payments simulator hands out, with Stripe's field names (snake_case). */

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

export interface CustomerDetails {
  email: string | null;
  name: string | null;
  phone: string | null;
  address: null;
  tax_exempt: 'none';
  tax_ids: [];
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  /** The hosted page; like Stripe, only while the session is open (null once complete or expired). */
  url: string | null;
  status: CheckoutSessionStatus;
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  mode: 'payment';
  client_reference_id: string | null;
  customer: null;
  customer_email: string | null;
  customer_details: CustomerDetails | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_method_types: ['card'];
  success_url: string;
  cancel_url: string;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: RefundReason | null;
  status: 'succeeded';
  created: number;
}

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A card payment behind a PaymentIntent; `amount_refunded` is the total refunded so far. */
export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  disputed: boolean;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  /** True once the whole amount is refunded. */
  refunded: boolean;
  status: 'succeeded';
}

export const DISPUTE_OUTCOMES = ['won', 'lost'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export type DisputeStatus = 'needs_response' | DisputeOutcome;

/** A chargeback raised by the cardholder's bank against a charge. */
export interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string;
  status: DisputeStatus;
}

export type StripeEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'charge.refunded'
  | 'refund.created'
  | 'charge.dispute.created'
  | 'charge.dispute.funds_withdrawn'
  | 'charge.dispute.funds_reinstated'
  | 'charge.dispute.closed';

export type StripeEventObject = CheckoutSession | Charge | Refund | Dispute;

/** What caused an event: the API request (id and idempotency key) or null for the buyer/timer. */
export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: EventRequest;
  type: StripeEventType;
  data: { object: StripeEventObject };
}
