import type { ReactNode } from 'react';
import './marketing.css';

interface MarketingHeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  actions?: ReactNode;
}

/** The opening band of a marketing page: the page's one h1, its promise and its main actions. */
export function MarketingHero({ eyebrow, title, subtitle, actions }: MarketingHeroProps) {
  return (
    <section className="marketing-hero">
      <div className="marketing-hero-inner">
        {eyebrow && <span className="marketing-eyebrow">{eyebrow}</span>}
        <h1 className="marketing-title marketing-hero-title">{title}</h1>
        <p className="marketing-secondary marketing-hero-subtitle">{subtitle}</p>
        {actions && <div className="marketing-actions">{actions}</div>}
      </div>
    </section>
  );
}
