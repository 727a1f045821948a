import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import {
  WebhookDeliveriesDocument,
  type WebhookItemFragment,
} from '../../../../graphql/generated/graphql';
import { errorMessage } from '../../../../lib/errorMessage';
import { LoadFailedAlert } from '../../../../lib/LoadFailedAlert';
import { useToast } from '../../../../lib/useToast';
import { isPendingDelivery } from './deliveryStatus';
import { DeliveryTable } from './DeliveryTable';

/** How many deliveries the table shows (the server's default; it gives at most 100). */
export const RECENT_DELIVERIES = 20;
/** While a delivery is being tried, the table asks again this often. */
export const DELIVERY_POLL_INTERVAL_MS = 10_000;

interface RecentDeliveriesProps {
  /** The user's webhooks, to name each delivery's URL; undefined while they are not loaded. */
  webhooks: readonly WebhookItemFragment[] | undefined;
  /** Refreshing the deliveries refreshes the webhooks too: one may have been added elsewhere. */
  refetchWebhooks: () => Promise<unknown>;
}

/** "Recent deliveries": what was sent to the webhooks, polled while any is still being tried. */
export function RecentDeliveries({ webhooks, refetchWebhooks }: RecentDeliveriesProps) {
  const headingId = useId();
  const toast = useToast();
  const [polling, setPolling] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const result = useQuery(WebhookDeliveriesDocument, {
    variables: { first: RECENT_DELIVERIES },
    fetchPolicy: 'cache-and-network',
    // 0 stops polling (an undefined interval would leave the last one running).
    pollInterval: polling ? DELIVERY_POLL_INTERVAL_MS : 0,
  });
  // A failed poll or refresh keeps the last data (and sets error): the table stays, flagged.
  const deliveries = result.data?.webhookDeliveries;
  const anyPending = deliveries?.some(isPendingDelivery) ?? false;
  // Derived during render, so the next render's options start or stop the polling.
  if (anyPending !== polling) setPolling(anyPending);

  // A failure of the deliveries shows above the table (the query's error); of the webhooks, here.
  const refresh = async () => {
    setRefreshing(true);
    const [, webhooksRefreshed] = await Promise.allSettled([result.refetch(), refetchWebhooks()]);
    setRefreshing(false);
    if (webhooksRefreshed.status === 'rejected')
      toast({
        variant: 'error',
        title: 'Could not refresh the webhooks',
        description: errorMessage(webhooksRefreshed.reason),
      });
  };

  const body = () => {
    if (!deliveries && result.error) {
      return (
        <LoadFailedAlert
          title="Could not load the recent deliveries"
          error={result.error}
          onRetry={() => void result.refetch().catch(() => {})}
        />
      );
    }
    if (!deliveries) return <Spin description="Loading deliveries..." />;
    // A poll or refresh failed: the last list stays, said to be possibly out of date.
    const stale = result.error && (
      <Alert
        type="warning"
        showIcon
        title="Could not update the deliveries"
        description={errorMessage(result.error)}
        style={{ marginBottom: 8 }}
      />
    );
    return (
      <>
        {stale}
        {deliveries.length === 0 ? (
          <Empty description="No deliveries yet" />
        ) : (
          <DeliveryTable deliveries={deliveries} webhooks={webhooks} labelledBy={headingId} />
        )}
      </>
    );
  };

  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          Recent deliveries
        </Typography.Title>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={refreshing}
          onClick={() => void refresh()}
        >
          Refresh
        </Button>
      </Flex>
      {anyPending && (
        <Typography.Paragraph type="secondary">
          A delivery is still being tried: this list updates every{' '}
          {DELIVERY_POLL_INTERVAL_MS / 1000} seconds until it is done.
        </Typography.Paragraph>
      )}
      {body()}
    </section>
  );
}
