import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Empty, Result } from 'antd';
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

/** A failed load, with a way to ask again. */
export function GalleryError({
  title,
  detail,
  onRetry,
}: {
  title: string;
  detail?: string;
  onRetry: () => void;
}) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={detail}
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
