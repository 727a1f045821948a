import type { ReactNode } from 'react';
import './marketing.css';

interface CallToActionProps {
  id: string;
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
}

/** The closing invitation of a marketing page. */
export function CallToAction({ id, title, text, actions }: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="marketing-cta">
      <div className="marketing-cta-card">
        <h2 id={id} className="marketing-title">
          {title}
        </h2>
        <p className="marketing-secondary marketing-lead marketing-cta-text">{text}</p>
        <div className="marketing-actions">{actions}</div>
      </div>
    </section>
  );
}
