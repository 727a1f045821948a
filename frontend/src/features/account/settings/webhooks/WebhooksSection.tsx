import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { WebhooksDocument } from '../../../../graphql/generated/graphql';
import { SecretListSection } from '../secret-list/SecretListSection';
import { useCreatedSecret } from '../secret-list/useCreatedSecret';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { NewWebhookSecretDialog } from './NewWebhookSecretDialog';
import { RecentDeliveries } from './RecentDeliveries';
import { VerifySignatureHelp } from './VerifySignatureHelp';
import { WebhookList } from './WebhookList';
import { MAX_WEBHOOKS } from './webhookRules';

/** "Webhooks": URLs told by a signed POST when a queued generation finishes, and deliveries. */
export function WebhooksSection() {
  const webhooks = useQuery(WebhooksDocument, { fetchPolicy: 'cache-and-network' });
  const list = webhooks.data?.webhooks;
  const atLimit = (list?.length ?? 0) >= MAX_WEBHOOKS;
  const created = useCreatedSecret<{ url: string; secret: string }>();

  return (
    <SecretListSection
      title="Webhooks"
      createLabel="Add webhook"
      createDisabled={atLimit}
      onCreate={created.startCreating}
      description={
        <>
          We POST to these URLs when a generation you started with{' '}
          <Typography.Text code>async: true</Typography.Text> finishes or fails. Verify each request
          with its signing secret.
        </>
      }
      notes={
        <>
          <VerifySignatureHelp />
          {atLimit && (
            <Typography.Paragraph type="secondary">
              You have {MAX_WEBHOOKS} webhooks, the most an account may have: delete one to add
              another.
            </Typography.Paragraph>
          )}
        </>
      }
      loadError={webhooks.error}
      reload={() => webhooks.refetch()}
      items={list}
      loadFailedTitle="Could not load your webhooks"
      loadingText="Loading webhooks..."
      emptyText="No webhooks yet"
      renderList={(items, onDeleted) => <WebhookList webhooks={items} onDeleted={onDeleted} />}
    >
      <RecentDeliveries webhooks={list} refetchWebhooks={() => webhooks.refetch()} />
      <CreateWebhookDialog
        {...created.createDialog}
        onCreated={({ secret, webhook }) => created.show({ url: webhook.url, secret })}
      />
      <NewWebhookSecretDialog {...created.shownDialog} />
    </SecretListSection>
  );
}
