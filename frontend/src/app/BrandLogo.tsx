import { useId } from 'react';

/** The studio's mark: a "P" on the brand gradient, drawn inline so it needs no request. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="#fff" />
      <circle cx="23" cy="23" r="2.5" fill="#fff" />
    </svg>
  );
}
