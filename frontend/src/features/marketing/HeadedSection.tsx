import type { ReactNode } from 'react';
import { PageSection } from './PageSection';
import { SectionHeading } from './SectionHeading';

interface HeadedSectionProps {
  /** The heading's id, which also names the section as a landmark. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** A marketing page's section under its own heading. */
export function HeadedSection({ id, title, subtitle, tinted, children }: HeadedSectionProps) {
  return (
    <PageSection labelledBy={id} tinted={tinted}>
      <SectionHeading id={id} title={title} subtitle={subtitle} />
      {children}
    </PageSection>
  );
}
