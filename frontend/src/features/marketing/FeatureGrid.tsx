import type { ReactNode } from 'react';
import './marketing.css';

export interface Feature {
  title: string;
  description: ReactNode;
  icon: ReactNode;
}

function FeatureCard({ title, description, icon }: Feature) {
  return (
    <div className="marketing-feature-card">
      <span aria-hidden="true" className="marketing-feature-icon">
        {icon}
      </span>
      <h3 className="marketing-title marketing-feature-title">{title}</h3>
      <p className="marketing-secondary">{description}</p>
    </div>
  );
}

/** Feature cards, three to a row on wide screens; an incomplete last row is centred. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    // role="list": Safari drops the list role of a list without bullets.
    <ul className="marketing-feature-grid" role="list">
      {features.map((feature) => (
        <li key={feature.title}>
          <FeatureCard {...feature} />
        </li>
      ))}
    </ul>
  );
}
