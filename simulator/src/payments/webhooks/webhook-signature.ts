import { createHmac } from 'node:crypto';

/**
 * Stripe's `Stripe-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256>` keyed with the
 * endpoint's whole signing secret (`whsec_…`) over `<t>.<raw body>`, which is exactly what
 * `stripe.webhooks.constructEvent` recomputes.
 */
export function webhookSignatureHeader(
  payload: string,
  secret: string,
  timestampSeconds: number,
): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
