import { Button, Empty, Result } from 'antd';

/** An empty tab: a title and what to do about it. */
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
    />
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
