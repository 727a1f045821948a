import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

export interface Feature {
  title: string;
  description: ReactNode;
  icon: ReactNode;
}

function FeatureCard({ title, description, icon }: Feature) {
  const { token } = theme.useToken();
  return (
    <Card hoverable style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <span
          aria-hidden="true"
          style={{
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            borderRadius: 12,
            fontSize: 24,
            color: token.colorPrimary,
            background: token.colorPrimaryBg,
          }}
        >
          {icon}
        </span>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {description}
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
}

/** Feature cards, three to a row on wide screens; an incomplete last row is centred. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <Row gutter={[24, 24]} justify="center" role="list">
      {features.map((feature) => (
        <Col key={feature.title} xs={24} sm={12} lg={8} role="listitem">
          <FeatureCard {...feature} />
        </Col>
      ))}
    </Row>
  );
}
