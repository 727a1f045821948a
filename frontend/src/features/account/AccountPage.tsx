import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface AccountPageProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the account pages: the page's h1 and its content at a readable width. */
export function AccountPage({ title, subtitle, children }: AccountPageProps) {
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 'clamp(24px, 5vw, 48px) 16px' }}>
      <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 4 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        {subtitle}
      </Typography.Paragraph>
      <Flex vertical gap={24}>
        {children}
      </Flex>
    </div>
  );
}
