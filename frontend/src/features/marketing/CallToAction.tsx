import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

interface CallToActionProps {
  id: string;
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
}

/** The closing invitation of a marketing page. */
export function CallToAction({ id, title, text, actions }: CallToActionProps) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby={id} style={{ padding: 'clamp(48px, 8vw, 96px) 16px' }}>
      <Flex
        vertical
        align="center"
        gap={16}
        style={{
          maxWidth: 960,
          margin: '0 auto',
          padding: 'clamp(32px, 6vw, 56px) 24px',
          textAlign: 'center',
          borderRadius: 24,
          border: `1px solid ${token.colorPrimaryBorder}`,
          background: `linear-gradient(135deg, ${token.colorPrimaryBg}, ${token.colorBgContainer})`,
        }}
      >
        <Typography.Title id={id} level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 16, maxWidth: 620 }}>
          {text}
        </Typography.Paragraph>
        <Flex wrap gap={12} justify="center" style={{ marginTop: 8 }}>
          {actions}
        </Flex>
      </Flex>
    </section>
  );
}
