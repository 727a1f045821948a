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

export type StripeEventType = 'checkout.session.completed' | 'checkout.session.expired';

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
  data: { object: CheckoutSession };
}
