import { useId } from 'react';
import { BRAND_GRADIENT } from '../lib/brand';

/** The brand gradient as an SVG paint server, top left to bottom right; fill with `url(#id)`. */
export function BrandGradient({ id }: { id: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={BRAND_GRADIENT.from} />
        <stop offset="1" stopColor={BRAND_GRADIENT.to} />
      </linearGradient>
    </defs>
  );
}

/** The studio's mark: a "P" on the brand gradient, drawn inline so it needs no request. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <BrandGradient id={gradientId} />
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="#fff" />
      <circle cx="23" cy="23" r="2.5" fill="#fff" />
    </svg>
  );
}
