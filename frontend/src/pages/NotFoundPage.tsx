import { HomeOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { NotFoundIllustration } from '../app/NotFoundIllustration';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Flex
      vertical
      align="center"
      gap={16}
      style={{ padding: 'clamp(48px, 10vw, 96px) 16px', textAlign: 'center' }}
    >
      <NotFoundIllustration />
      <div>
        <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 8 }}>
          404 Page Not Found
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          The page you are looking for does not exist or has moved.
        </Typography.Paragraph>
      </div>
      <Flex gap={8} wrap justify="center">
        <LinkButton type="primary" to="/" icon={<HomeOutlined aria-hidden />}>
          Back to Home
        </LinkButton>
        <LinkButton to="/dashboard" icon={<ThunderboltOutlined aria-hidden />}>
          Create images
        </LinkButton>
      </Flex>
    </Flex>
  );
}
