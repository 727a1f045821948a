import { CloseCircleFilled, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, theme, Typography } from 'antd';
import { LinkButton } from '../../lib/LinkButton';

/** An empty tab: a title, what to do about it, and the way to the generator that fills it. */
export function GalleryEmpty({ title, description }: { title: string; description: string }) {
  return (
    <Empty
      style={{ padding: '48px 0' }}
      description={
        <>
          <strong style={{ display: 'block', fontSize: 16 }}>{title}</strong>
          <span>{description}</span>
        </>
      }
    >
      <LinkButton type="primary" to="/dashboard" icon={<ThunderboltOutlined aria-hidden />}>
        Create images
      </LinkButton>
    </Empty>
  );
}

/**
 * A failed load, with a way to ask again. Laid out as antd's error Result, without its module
 * (which carries the illustrations of its other states): the gallery's first load stays light.
 */
export function GalleryError({
  title,
  detail,
  onRetry,
}: {
  title: string;
  detail?: string;
  onRetry: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <CloseCircleFilled aria-hidden style={{ fontSize: 72, color: token.colorError }} />
      <Typography.Title level={2} style={{ margin: 0, fontSize: 24, fontWeight: 400 }}>
        {title}
      </Typography.Title>
      {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
      <Button type="primary" onClick={onRetry} style={{ marginTop: 12 }}>
        Try again
      </Button>
    </Flex>
  );
}
