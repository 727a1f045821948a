import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';

/**
 * What a share's image route serves: `display`, a rendition at most DISPLAY_LONG_SIDE pixels on its
 * long side (never the original file); `thumbnail`, the gallery's WebP; `original`, the stored file
 * (only while the link allows download).
 */
export const SHARE_IMAGE_VARIANTS = ['display', 'thumbnail', 'original'] as const;
export type ShareImageVariant = (typeof SHARE_IMAGE_VARIANTS)[number];

export const SHARED_PAGE_ROUTE = '/s';

const CANONICAL_SECONDS = /^[1-9][0-9]{0,15}$/;

/**
 * Signed, expiring URLs of a shared link's images: `/s/{slug}/images/{creationId}/{variant}`. The
 * route checks the link again on every request, so a revoked link stops its images at once, and
 * the signature means only someone who was shown the page (past its password) has the URL.
 */
@Injectable()
export class ShareImageUrls {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    // A key of its own, derived from the server secret: a share signature signs nothing else.
    this.key = createHmac('sha256', config.JWT_SECRET).update('share-image-urls').digest();
  }

  /** The path and query, relative to the site. */
  create(
    slug: string,
    creationId: string,
    variant: ShareImageVariant,
    ttlSeconds: number,
    nowMs = Date.now(),
  ): string {
    const expires = Math.floor(nowMs / 1000) + ttlSeconds;
    const signature = this.sign(slug, creationId, variant, expires);
    return `${SHARED_PAGE_ROUTE}/${slug}/images/${creationId}/${variant}?expires=${expires}&signature=${signature}`;
  }

  isValid(
    slug: string,
    creationId: string,
    variant: ShareImageVariant,
    expires: unknown,
    signature: unknown,
    nowMs = Date.now(),
  ): boolean {
    if (typeof expires !== 'string' || typeof signature !== 'string') return false;
    if (!CANONICAL_SECONDS.test(expires)) return false;
    const expiresAt = Number(expires);
    if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 < nowMs) return false;
    const expected = Buffer.from(this.sign(slug, creationId, variant, expiresAt));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(slug: string, creationId: string, variant: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${slug}\n${creationId}\n${variant}\n${expires}`)
      .digest('base64url');
  }
}
