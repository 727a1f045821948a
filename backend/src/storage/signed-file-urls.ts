import { createHmac, timingSafeEqual } from 'node:crypto';
import { assertSafeKey } from './object-storage.js';

export const LOCAL_FILES_ROUTE = '/api/files';

/**
 * An expiry exactly as create() writes it: unix seconds in canonical decimal. Anything Number()
 * would also read (0x…, …e0, +…, padded) is refused, so one signature names one URL only.
 */
const CANONICAL_SECONDS = /^[1-9][0-9]{0,15}$/;

/**
 * Signed, expiring URLs for objects on local disk: the files route serves an object only with a
 * valid signature, so an image URL works in an <img> tag without exposing anyone else's files.
 */
export class SignedFileUrls {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the server secret, so a URL signature is never a token signature.
    this.key = createHmac('sha256', secret).update('signed-file-urls').digest();
  }

  create(objectKey: string, ttlSeconds: number, nowMs = Date.now()): string {
    assertSafeKey(objectKey);
    const expires = Math.floor(nowMs / 1000) + ttlSeconds;
    const path = objectKey.split('/').map(encodeURIComponent).join('/');
    return `${LOCAL_FILES_ROUTE}/${path}?expires=${expires}&signature=${this.sign(objectKey, expires)}`;
  }

  isValid(objectKey: string, expires: string, signature: string, nowMs = Date.now()): boolean {
    // A repeated query parameter arrives as an array: not an expiry either.
    if (typeof expires !== 'string' || !CANONICAL_SECONDS.test(expires)) return false;
    const expiresAt = Number(expires);
    if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 < nowMs) return false;
    const expected = Buffer.from(this.sign(objectKey, expiresAt));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(objectKey: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${objectKey}\n${expires}`).digest('base64url');
  }
}
