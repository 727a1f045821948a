import { theme } from 'antd';
import { useId } from 'react';
import { BrandGradient } from './BrandLogo';

/**
 * An empty canvas with a question mark: the picture that is not here. Drawn inline in the theme's
 * tokens, so it reads in light and dark mode and costs no request; the badge wears the brand
 * gradient of the logo.
 */
export function NotFoundIllustration({ width = 176 }: { width?: number }) {
  const { token } = theme.useToken();
  const gradientId = useId();
  return (
    <svg
      className="not-found-illustration"
      width={width}
      height={(width * 120) / 160}
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
    >
      <BrandGradient id={gradientId} />
      <rect
        x="16"
        y="20"
        width="112"
        height="84"
        rx="12"
        fill={token.colorFillQuaternary}
        stroke={token.colorBorder}
        strokeWidth="2"
        strokeDasharray="6 6"
      />
      <circle cx="52" cy="46" r="8" fill={token.colorPrimaryBorder} />
      <path
        d="M24 96 52 66l16 16 20-22 32 36z"
        fill={token.colorPrimaryBg}
        stroke={token.colorPrimaryBorder}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="124" cy="28" r="20" fill={`url(#${gradientId})`} />
      <path
        d="M118 24a6 6 0 1 1 8.5 5.5c-1.6.8-2.5 2-2.5 3.5v1.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="124" cy="40" r="2" fill="#fff" />
    </svg>
  );
}
