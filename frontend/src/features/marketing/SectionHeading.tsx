import { Typography } from 'antd';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
}

export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <div style={{ textAlign: 'center', maxWidth: 720, margin: '0 auto 40px' }}>
      <Typography.Title id={id} level={2} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 0 }}>
          {subtitle}
        </Typography.Paragraph>
      )}
    </div>
  );
}
