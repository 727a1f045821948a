import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';

/** How long a viewer who gave the right password may page the shared page without giving it again. */
export const SHARE_PASS_TTL_SECONDS = 3600;

/**
 * A pass a browser keeps (as a cookie on the shared page's path) once its viewer gave the right
 * password, so paging a shared folder does not ask again. It names the link and its password hash:
 * a changed password or another link makes it worthless.
 */
@Injectable()
export class SharePasses {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHmac('sha256', config.JWT_SECRET).update('share-passes').digest();
  }

  issue(slug: string, passwordHash: string, nowMs = Date.now()): string {
    const expires = Math.floor(nowMs / 1000) + SHARE_PASS_TTL_SECONDS;
    return `${expires}.${this.sign(slug, passwordHash, expires)}`;
  }

  isValid(slug: string, passwordHash: string, pass: unknown, nowMs = Date.now()): boolean {
    if (typeof pass !== 'string') return false;
    const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(pass);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 < nowMs) return false;
    const expected = Buffer.from(this.sign(slug, passwordHash, expires));
    const given = Buffer.from(match[2]);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(slug: string, passwordHash: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${slug}\n${passwordHash}\n${expires}`)
      .digest('base64url');
  }
}
