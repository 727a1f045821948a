import { readCheckoutSessionParams } from '../checkout/checkout-session-params.js';
import { type CheckoutSessions } from '../checkout/checkout-sessions.js';
import { type FormFields } from '../http/form-body.js';
import { readRefundParams } from '../refunds/refund-params.js';
import { type Refunds } from '../refunds/refunds.js';
import { StripeApiError } from '../stripe-error.js';
import { type EventRequest } from '../stripe-objects.js';

export interface ApiCall {
  method: string;
  path: string;
  fields: FormFields;
  /** The request as events name it (`request.id`, `request.idempotency_key`). */
  request: EventRequest;
}

export interface ApiRouteParts {
  sessions: CheckoutSessions;
  refunds: Refunds;
  now: () => number;
}

const SESSIONS_PATH = '/v1/checkout/sessions';
const SESSION_PATH = /^\/v1\/checkout\/sessions\/([^/]+)$/;
const EXPIRE_PATH = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/;
const REFUNDS_PATH = '/v1/refunds';

/** The `/v1` API subset: answers a Stripe object, or throws a StripeApiError. */
export function answerApiCall(parts: ApiRouteParts, call: ApiCall): unknown {
  const { method, path, fields } = call;
  if (method === 'POST' && path === SESSIONS_PATH) {
    const nowSeconds = Math.floor(parts.now() / 1000);
    return parts.sessions.create(readCheckoutSessionParams(fields, nowSeconds));
  }
  const session = SESSION_PATH.exec(path);
  if (method === 'GET' && session) return parts.sessions.retrieve(decode(session[1]));
  const expire = EXPIRE_PATH.exec(path);
  if (method === 'POST' && expire) return parts.sessions.expire(decode(expire[1]), call.request);
  if (method === 'POST' && path === REFUNDS_PATH) {
    return parts.refunds.create(readRefundParams(fields), call.request);
  }
  throw unrecognizedUrl(method, path);
}

/** Stripe's answer to a path or method it does not serve. */
export function unrecognizedUrl(method: string, path: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

function decode(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return segment ?? ''; // malformed escapes: look the raw text up (and find nothing)
  }
}
