import { type ServerResponse } from 'node:http';
import { stripeId } from '../stripe-id.js';

/** A JSON answer as Stripe sends it: `application/json` and a `request-id: req_…` header. */
export function sendStripeJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendStripeJsonText(response, status, JSON.stringify(body), headers);
}

/** The same with an already serialised body (an idempotent replay answers the stored bytes). */
export function sendStripeJsonText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache, no-store',
    'Request-Id': stripeId('req', 14),
    ...headers,
  });
  response.end(text);
}
