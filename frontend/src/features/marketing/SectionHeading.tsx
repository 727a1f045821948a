import type { ReactNode } from 'react';
import './marketing.css';

interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
}

export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <div className="marketing-section-heading">
      <h2 id={id} className="marketing-title">
        {title}
      </h2>
      {subtitle && <p className="marketing-secondary marketing-lead">{subtitle}</p>}
    </div>
  );
}
