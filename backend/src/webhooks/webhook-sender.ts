import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isForbiddenAddress, publicOnlyLookup } from './webhook-target.js';

export interface SignedDelivery {
  url: string;
  deliveryId: string;
  event: string;
  body: string;
  secret: string;
}

export interface DeliveryAttempt {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the secret>`.
 * Receivers recompute it over the raw body and refuse old timestamps (replays).
 */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * POSTs one signed delivery. Redirects are not followed (a 3xx is a failed attempt), the socket
 * connects only to public addresses, and the answer's body is not read beyond its status.
 */
export function postSigned(
  delivery: SignedDelivery,
  { timeoutMs, allowPrivate }: { timeoutMs: number; allowPrivate: boolean },
): Promise<DeliveryAttempt> {
  const url = new URL(delivery.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isForbiddenAddress(host))
    return Promise.resolve({
      ok: false,
      statusCode: null,
      error: `${host} is not a public address`,
    });
  const client = url.protocol === 'https:' ? https : http;
  const timestamp = Math.floor(Date.now() / 1000);
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: publicOnlyLookup(allowPrivate),
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(delivery.body),
          'user-agent': 'PixelForge-Studio-Webhooks/1',
          'pixelforge-event': delivery.event,
          'pixelforge-delivery': delivery.deliveryId,
          'pixelforge-signature': signatureHeader(delivery.secret, delivery.body, timestamp),
        },
      },
      (response) => {
        response.resume();
        const statusCode = response.statusCode ?? 0;
        const ok = statusCode >= 200 && statusCode < 300;
        resolve({
          ok,
          statusCode,
          error: ok
            ? null
            : statusCode >= 300 && statusCode < 400
              ? `Answered ${statusCode}: redirects are not followed`
              : `Answered ${statusCode}`,
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ ok: false, statusCode: null, error: error.message }));
    request.end(delivery.body);
  });
}
