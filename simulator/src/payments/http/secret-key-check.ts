import { type IncomingHttpHeaders } from 'node:http';
import { StripeApiError } from '../stripe-error.js';

const NO_KEY_MESSAGE =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

/**
 * Stripe's authentication: `Authorization: Bearer <secret key>` (or Basic with the key as user
 * name). Answers the 401 refusal to send, or undefined when the key is right.
 */
export function checkSecretKey(
  headers: IncomingHttpHeaders,
  secretKey: string,
): StripeApiError | undefined {
  const presented = presentedKey(headers.authorization);
  if (presented === secretKey) return undefined;
  return new StripeApiError(401, {
    type: 'invalid_request_error',
    message: presented ? `Invalid API Key provided: ${redact(presented)}` : NO_KEY_MESSAGE,
  });
}

function presentedKey(authorization: string | undefined): string | undefined {
  const [scheme, credentials] = (authorization ?? '').trim().split(/\s+/, 2);
  if (!credentials) return undefined;
  if (scheme?.toLowerCase() === 'bearer') return credentials;
  if (scheme?.toLowerCase() === 'basic') {
    return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] || undefined;
  }
  return undefined;
}

/** Like Stripe: the key's kind prefix and last four characters, the rest starred. */
function redact(key: string): string {
  const prefix = /^(?:sk|rk|pk)_(?:test|live)_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  const visible = rest.length > 8 ? rest.slice(-4) : '';
  return `${prefix}${'*'.repeat(rest.length - visible.length)}${visible}`;
}
