import type { ReactNode } from 'react';

/** Words in the brand gradient, for the one phrase of a headline that carries the promise. */
export function GradientText({ children }: { children: ReactNode }) {
  return (
    <span
      style={{
        background: 'linear-gradient(90deg, #7c3aed, #db2777)',
        WebkitBackgroundClip: 'text',
        backgroundClip: 'text',
        color: 'transparent',
      }}
    >
      {children}
    </span>
  );
}
