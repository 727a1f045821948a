/**
 * The hosted checkout sends the buyer back to /credits with what happened in the query:
 * `?checkout=success&session_id=cs_…` after paying, `?checkout=cancelled` after cancelling.
 */
export type CheckoutReturn = { outcome: 'success'; sessionId: string } | { outcome: 'cancelled' };

const CHECKOUT_PARAMS = ['checkout', 'session_id'];

/** The return the address describes, or null for a plain visit (or a success without session). */
export function readCheckoutReturn(search: URLSearchParams): CheckoutReturn | null {
  const outcome = search.get('checkout');
  if (outcome === 'cancelled') return { outcome };
  const sessionId = search.get('session_id')?.trim();
  if (outcome === 'success' && sessionId) return { outcome, sessionId };
  return null;
}

/** Whether the address still carries a checkout return, which a reload would handle again. */
export function hasCheckoutParams(search: URLSearchParams): boolean {
  return CHECKOUT_PARAMS.some((name) => search.has(name));
}

/** The query without the checkout return; any other parameter stays. */
export function withoutCheckoutParams(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of CHECKOUT_PARAMS) rest.delete(name);
  return rest;
}
