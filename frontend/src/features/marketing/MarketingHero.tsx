import { Flex, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

interface MarketingHeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  actions?: ReactNode;
}

/** The opening band of a marketing page: the page's one h1, its promise and its main actions. */
export function MarketingHero({ eyebrow, title, subtitle, actions }: MarketingHeroProps) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        padding: 'clamp(56px, 10vw, 120px) 16px clamp(40px, 7vw, 80px)',
        textAlign: 'center',
        background: `radial-gradient(ellipse at top, ${token.colorPrimaryBg}, transparent 70%)`,
      }}
    >
      <Flex vertical align="center" gap={16} style={{ maxWidth: 840, margin: '0 auto' }}>
        {eyebrow && (
          <Tag color="purple" variant="filled" style={{ marginInlineEnd: 0, fontSize: 13 }}>
            {eyebrow}
          </Tag>
        )}
        <Typography.Title
          level={1}
          style={{ margin: 0, fontSize: 'clamp(2.2rem, 6vw, 3.6rem)', lineHeight: 1.1 }}
        >
          {title}
        </Typography.Title>
        <Typography.Paragraph
          type="secondary"
          style={{ margin: 0, fontSize: 'clamp(1rem, 2.2vw, 1.2rem)', maxWidth: 720 }}
        >
          {subtitle}
        </Typography.Paragraph>
        {actions && (
          <Flex wrap gap={12} justify="center" style={{ marginTop: 8 }}>
            {actions}
          </Flex>
        )}
      </Flex>
    </section>
  );
}
