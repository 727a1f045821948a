import { Flex, Typography } from 'antd';
import type { WebhookItemFragment } from '../../../../graphql/generated/graphql';
import { formatDate } from '../../../../lib/format';
import { BorderedList } from '../../../../lib/BorderedList';
import { DeleteWebhookButton } from './DeleteWebhookButton';

interface WebhookListProps {
  webhooks: readonly WebhookItemFragment[];
  /** After a webhook is deleted (its row, with the focused button, is gone). */
  onDeleted: () => void;
}

/** The user's webhooks, oldest first: URL, when added, and Delete. */
export function WebhookList({ webhooks, onDeleted }: WebhookListProps) {
  return (
    <BorderedList
      label="Your webhooks"
      items={webhooks}
      renderItem={(webhook) => (
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ wordBreak: 'break-all' }}>
              {webhook.url}
            </Typography.Text>
            <Typography.Text type="secondary">
              Added <time dateTime={webhook.createdAt}>{formatDate(webhook.createdAt)}</time>
            </Typography.Text>
          </Flex>
          <DeleteWebhookButton webhook={webhook} onDeleted={onDeleted} />
        </Flex>
      )}
    />
  );
}
