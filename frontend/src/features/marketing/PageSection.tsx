import { theme } from 'antd';
import type { ReactNode } from 'react';

interface PageSectionProps {
  children: ReactNode;
  /** Id of the heading that names the section, which makes it a landmark. */
  labelledBy?: string;
  /** A contrasting band, to separate neighbouring sections. */
  tinted?: boolean;
}

/** A full-width band of a marketing page with its content centred at a readable width. */
export function PageSection({ children, labelledBy, tinted = false }: PageSectionProps) {
  const { token } = theme.useToken();
  return (
    <section
      aria-labelledby={labelledBy}
      style={{
        padding: 'clamp(40px, 7vw, 80px) 16px',
        background: tinted ? token.colorBgContainer : undefined,
      }}
    >
      <div style={{ maxWidth: 1120, margin: '0 auto' }}>{children}</div>
    </section>
  );
}
