import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { WebhooksDocument } from '../../../../graphql/generated/graphql';
import { errorMessage } from '../../../../lib/errorMessage';
import { type CreatedWebhook, CreateWebhookDialog } from './CreateWebhookDialog';
import { NewWebhookSecretDialog } from './NewWebhookSecretDialog';
import { RecentDeliveries } from './RecentDeliveries';
import { VerifySignatureHelp } from './VerifySignatureHelp';
import { WebhookList } from './WebhookList';
import { MAX_WEBHOOKS } from './webhookRules';

/** "Webhooks": URLs told by a signed POST when a queued generation finishes, and deliveries. */
export function WebhooksSection() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const webhooks = useQuery(WebhooksDocument, { fetchPolicy: 'cache-and-network' });
  const list = webhooks.data?.webhooks;
  const atLimit = (list?.length ?? 0) >= MAX_WEBHOOKS;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [showingCreated, setShowingCreated] = useState(false);

  const showCreated = ({ secret, webhook }: CreatedWebhook) => {
    setCreating(false);
    setCreated({ url: webhook.url, secret });
    setShowingCreated(true);
  };

  const body = () => {
    if (!list && webhooks.error) {
      return (
        <Alert
          type="error"
          showIcon
          title="Could not load your webhooks"
          description={errorMessage(webhooks.error)}
          action={
            <Button onClick={() => void webhooks.refetch().catch(() => {})}>Try again</Button>
          }
        />
      );
    }
    if (!list) return <Spin description="Loading webhooks..." />;
    if (list.length === 0) return <Empty description="No webhooks yet" />;
    // A deleted webhook's row (and its button) is gone: the section keeps the keyboard focus.
    return <WebhookList webhooks={list} onDeleted={() => heading.current?.focus()} />;
  };

  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title
          level={2}
          id={headingId}
          ref={heading}
          tabIndex={-1}
          style={{ fontSize: 20, margin: 0 }}
        >
          Webhooks
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={atLimit}
          onClick={() => setCreating(true)}
        >
          Add webhook
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        We POST to these URLs when a generation you started with{' '}
        <Typography.Text code>async: true</Typography.Text> finishes or fails. Verify each request
        with its signing secret.
      </Typography.Paragraph>
      <VerifySignatureHelp />
      {atLimit && (
        <Typography.Paragraph type="secondary">
          You have {MAX_WEBHOOKS} webhooks, the most an account may have: delete one to add another.
        </Typography.Paragraph>
      )}
      {body()}
      <RecentDeliveries webhooks={list} refetchWebhooks={() => webhooks.refetch()} />
      <CreateWebhookDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={showCreated}
      />
      <NewWebhookSecretDialog
        open={showingCreated}
        created={created}
        onClose={() => setShowingCreated(false)}
        afterClose={() => setCreated(null)}
      />
    </section>
  );
}
