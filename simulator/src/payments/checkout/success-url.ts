import { type CheckoutSession } from '../stripe-objects.js';

/** Where Stripe sends the buyer after paying: `success_url` with `{CHECKOUT_SESSION_ID}` filled in. */
export function successRedirectUrl(session: CheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}
