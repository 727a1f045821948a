import { randomBytes } from 'node:crypto';

/** 16 random bytes: 128 bits, so a slug can be neither guessed nor enumerated. */
const SLUG_BYTES = 16;

/** The form every slug has: 22 base64url characters. */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newShareSlug(): string {
  return randomBytes(SLUG_BYTES).toString('base64url');
}
