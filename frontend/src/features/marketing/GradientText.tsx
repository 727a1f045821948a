import type { ReactNode } from 'react';
import { BRAND_GRADIENT } from '../../lib/brand';

/** Words in the brand gradient, for the one phrase of a headline that carries the promise. */
export function GradientText({ children }: { children: ReactNode }) {
  return (
    <span
      style={{
        background: `linear-gradient(90deg, ${BRAND_GRADIENT.from}, ${BRAND_GRADIENT.to})`,
        WebkitBackgroundClip: 'text',
        backgroundClip: 'text',
        color: 'transparent',
      }}
    >
      {children}
    </span>
  );
}
