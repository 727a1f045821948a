import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  FORBIDDEN_ADDRESS_CODE,
  isForbiddenAddress,
  publicOnlyLookup,
  type Resolve,
} from './webhook-target.js';

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
  {
    timeoutMs,
    allowPrivate,
    resolve,
  }: { timeoutMs: number; allowPrivate: boolean; resolve?: Resolve },
): Promise<DeliveryAttempt> {
  const url = new URL(delivery.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isForbiddenAddress(host))
    return Promise.resolve({ ok: false, statusCode: null, error: NOT_PUBLIC });
  const client = url.protocol === 'https:' ? https : http;
  const timestamp = Math.floor(Date.now() / 1000);
  return new Promise((settle) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: publicOnlyLookup(allowPrivate, resolve),
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
        settle({
          ok,
          statusCode,
          error: ok ? null : answeredText(statusCode),
        });
      },
    );
    let timedOut = false;
    request.on('timeout', () => {
      timedOut = true;
      request.destroy();
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      settle({
        ok: false,
        statusCode: null,
        error: timedOut ? noAnswerText(timeoutMs) : unreachedText(error),
      }),
    );
    request.end(delivery.body);
  });
}

// What a delivery's lastError says, in words a receiver's owner acts on: never a raw socket error.

const NOT_PUBLIC =
  'The receiver’s address is not a public one: webhooks go to public addresses only';

/** A receiver's answer other than 2xx. */
export function answeredText(statusCode: number): string {
  return statusCode >= 300 && statusCode < 400
    ? `The receiver answered ${statusCode}: redirects are not followed`
    : `The receiver answered ${statusCode}`;
}

/** No answer in time: the limit in seconds ("10 s", "0.5 s"). */
export function noAnswerText(timeoutMs: number): string {
  return `The receiver did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s`;
}

const UNREACHED: Record<string, string> = {
  ECONNREFUSED: 'The receiver could not be reached (connection refused)',
  ECONNRESET: 'The receiver closed the connection before answering',
  EPIPE: 'The receiver closed the connection before answering',
  ENOTFOUND: 'The receiver’s host name could not be resolved',
  EAI_AGAIN: 'The receiver’s host name could not be resolved (DNS did not answer)',
  EHOSTUNREACH: 'The receiver could not be reached (host unreachable)',
  ENETUNREACH: 'The receiver could not be reached (network unreachable)',
  ETIMEDOUT: 'The receiver could not be reached (the connection timed out)',
  [FORBIDDEN_ADDRESS_CODE]: NOT_PUBLIC,
};

/** Why no answer came: the connection's failure, or a TLS refusal, in plain words. */
export function unreachedText(error: NodeJS.ErrnoException): string {
  const code = error.code ?? '';
  if (UNREACHED[code]) return UNREACHED[code];
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
    return 'The receiver’s TLS certificate was not accepted';
  return 'The receiver could not be reached';
}
