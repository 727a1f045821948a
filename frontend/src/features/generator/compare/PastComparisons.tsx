import { useQuery } from '@apollo/client/react';
import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { MyComparisonsDocument, type MyComparisonsQuery } from '../../../graphql/generated/graphql';
import { formatDateTime } from '../../../lib/format';
import { LoadFailedAlert } from '../../../lib/LoadFailedAlert';
import { LoadMoreFooter } from '../../../lib/LoadMoreFooter';

/** How many past comparisons a page shows. */
export const PAST_COMPARISONS_PAGE_SIZE = 5;
const THUMBNAIL_PX = 48;

type Summary = MyComparisonsQuery['myComparisons']['items'][number];

/** "CFG 4, 7, 10 × Steps 10, 20": the values compared, columns first. */
export function axesText(summary: Pick<Summary, 'x' | 'y'>): string {
  return [summary.x, summary.y]
    .flatMap((axis) => (axis ? [axis.labels.join(', ')] : []))
    .join(' × ');
}

/** "4 of 4 done · 1 failed", or how far a running one is. */
export function stateText(summary: Summary): string {
  const ended = summary.succeededCells + summary.failedCells;
  const failed = summary.failedCells ? ` · ${summary.failedCells} failed` : '';
  return summary.finished
    ? `${summary.succeededCells} of ${summary.cellCount} done${failed}`
    : `Running: ${ended} of ${summary.cellCount} ended${failed}`;
}

function PastComparison({ summary, onOpen }: { summary: Summary; onOpen: (id: string) => void }) {
  const size = { width: THUMBNAIL_PX, height: THUMBNAIL_PX };
  return (
    <Flex gap={12} align="center" data-testid={`past-comparison-${summary.id}`}>
      {summary.grid ? (
        <img
          src={summary.grid.thumbnailUrl}
          alt="Saved grid"
          style={{ ...size, objectFit: 'cover', borderRadius: 4 }}
        />
      ) : (
        <div style={size} />
      )}
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text ellipsis>{axesText(summary)}</Typography.Text>
        <Typography.Text type="secondary" ellipsis>
          {`${formatDateTime(summary.createdAt)} · ${stateText(summary)} · ${summary.prompt}`}
        </Typography.Text>
      </Flex>
      <Button onClick={() => onOpen(summary.id)} aria-label={`Open ${axesText(summary)}`}>
        Open
      </Button>
    </Flex>
  );
}

/**
 * "Past comparisons": the creator's comparisons, newest first, each reopened as its grid (to view,
 * remix a cell or save the grid as for a new one).
 */
export function PastComparisons({ onOpen }: { onOpen: (id: string) => void }) {
  const { data, loading, error, fetchMore, refetch } = useQuery(MyComparisonsDocument, {
    variables: { first: PAST_COMPARISONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.myComparisons;
  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: page.nextCursor } });
    } finally {
      setLoadingMore(false);
    }
  };

  let content;
  if (!page && loading) content = <Spin />;
  else if (!page)
    content = (
      <LoadFailedAlert
        title="Could not load your past comparisons"
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  else if (page.items.length === 0)
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No comparisons yet." />;
  else
    content = (
      <Flex vertical gap={8}>
        {page.items.map((summary) => (
          <PastComparison key={summary.id} summary={summary} onOpen={onOpen} />
        ))}
        <LoadMoreFooter
          hasMore={page.hasMore}
          loading={loadingMore}
          onLoadMore={() => void loadMore().catch(() => undefined)}
        />
      </Flex>
    );
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>Past comparisons</Typography.Text>
      {content}
    </Flex>
  );
}
