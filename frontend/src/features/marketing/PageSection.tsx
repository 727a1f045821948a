import type { ReactNode } from 'react';
import './marketing.css';

interface PageSectionProps {
  children: ReactNode;
  /** Id of the heading that names the section, which makes it a landmark. */
  labelledBy?: string;
  /** A contrasting band, to separate neighbouring sections. */
  tinted?: boolean;
}

/** A full-width band of a marketing page with its content centred at a readable width. */
export function PageSection({ children, labelledBy, tinted = false }: PageSectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={tinted ? 'marketing-section marketing-section-tinted' : 'marketing-section'}
    >
      <div className="marketing-section-inner">{children}</div>
    </section>
  );
}
