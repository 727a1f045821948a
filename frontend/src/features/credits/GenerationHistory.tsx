import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Flex } from 'antd';
import { useState } from 'react';
import { MyGenerationsDocument } from '../../graphql/generated/graphql';
import { LoadMoreFooter } from '../../lib/LoadMoreFooter';
import { useToast } from '../../lib/useToast';
import { GenerationHistoryItem } from './GenerationHistoryItem';
import { LoadingSpin } from '../../lib/LoadingSpin';

export const GENERATIONS_PAGE_SIZE = 10;

/** "Generation history": the user's generations, newest first, more on "Load more". */
export function GenerationHistory() {
  const toast = useToast();
  const { data, loading, error, fetchMore, refetch } = useQuery(MyGenerationsDocument, {
    variables: { first: GENERATIONS_PAGE_SIZE },
    // Each visit starts from the newest generations; "Load more" then reads from the cache.
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.myGenerations;

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: page.nextCursor } });
    } catch {
      toast({ variant: 'error', title: 'Error', description: 'Failed to load more generations' });
    } finally {
      setLoadingMore(false);
    }
  };

  let content;
  if (loading && !page) {
    content = (
      <Flex justify="center" style={{ padding: 24 }}>
        <LoadingSpin label="Loading generations" />
      </Flex>
    );
  } else if (!page) {
    content = (
      <Alert
        type="error"
        showIcon
        title="The generation history could not be loaded."
        description={error?.message}
        action={
          <Button size="small" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        }
      />
    );
  } else if (page.items.length === 0) {
    content = (
      <Empty description="No generations yet. Create your first images on the dashboard." />
    );
  } else {
    content = (
      <Flex vertical gap={12}>
        {page.items.map((generation) => (
          <GenerationHistoryItem key={generation.id} generation={generation} />
        ))}
        <LoadMoreFooter
          hasMore={Boolean(page.nextCursor)}
          loading={loadingMore}
          onLoadMore={() => void loadMore()}
        />
      </Flex>
    );
  }

  return <Card title="Generation history">{content}</Card>;
}
