import { ParamReader } from '../api/param-reader.js';
import { type FormFields } from '../http/form-body.js';
import { invalidRequest } from '../stripe-error.js';
import { REFUND_REASONS, type RefundReason } from '../stripe-objects.js';

/** A validated `POST /v1/refunds` request: by PaymentIntent, optionally partial. */
export interface RefundParams {
  paymentIntent: string;
  /** Smallest currency unit; absent means everything not yet refunded. */
  amount: number | undefined;
  reason: RefundReason | null;
  metadata: Record<string, string>;
}

export function readRefundParams(fields: FormFields): RefundParams {
  const params = new ParamReader(fields);
  if (params.has('charge')) {
    throw invalidRequest(
      'The payments simulator refunds by payment_intent only, not by charge.',
      'charge',
    );
  }
  const paymentIntent = params.requiredString('payment_intent');
  const amount = params.integer('amount', 1, Number.MAX_SAFE_INTEGER);
  const reason = params.string('reason');
  if (reason !== undefined && !isRefundReason(reason)) {
    throw invalidRequest(`Invalid reason: must be one of ${REFUND_REASONS.join(', ')}`, 'reason');
  }
  return { paymentIntent, amount, reason: reason ?? null, metadata: params.metadata('metadata') };
}

function isRefundReason(value: string): value is RefundReason {
  return (REFUND_REASONS as readonly string[]).includes(value);
}
