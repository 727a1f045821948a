import { Button, Flex, Typography } from 'antd';

interface LoadMoreFooterProps {
  /** Whether the list has a next page to read. */
  hasMore: boolean;
  /** While the next page is read: the button shows its spinner. */
  loading: boolean;
  onLoadMore: () => void;
  /** "Showing 20 of 45 users", for a list that knows its total. */
  progress?: { shown: number; total: number; noun: string };
}

/** The end of a paged list: how much of it is shown, and "Load more" while there is more. */
export function LoadMoreFooter({ hasMore, loading, onLoadMore, progress }: LoadMoreFooterProps) {
  if (!progress && !hasMore) return null;
  const button = hasMore && (
    <Button onClick={onLoadMore} loading={loading}>
      Load more
    </Button>
  );
  if (!progress) return <Flex justify="center">{button}</Flex>;
  return (
    <Flex justify="space-between" align="center">
      <Typography.Text type="secondary">
        {`Showing ${progress.shown} of ${progress.total} ${progress.noun}`}
      </Typography.Text>
      {button}
    </Flex>
  );
}
