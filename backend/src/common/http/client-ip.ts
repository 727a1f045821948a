import { type Request } from 'express';

/**
 * The caller's address, as Express reads it through the trusted proxies: what the rate limits on
 * passwords, sign-ups and share reports count by. Express has none once the socket is gone; such
 * callers share the one address 'unknown'.
 */
export function clientIp(request: Pick<Request, 'ip'>): string {
  return request.ip ?? 'unknown';
}
