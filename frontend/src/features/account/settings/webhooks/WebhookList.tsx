import { Flex, Typography, theme } from 'antd';
import type { WebhookItemFragment } from '../../../../graphql/generated/graphql';
import { formatDate } from '../../../../lib/format';
import { DeleteWebhookButton } from './DeleteWebhookButton';

interface WebhookListProps {
  webhooks: readonly WebhookItemFragment[];
  /** After a webhook is deleted (its row, with the focused button, is gone). */
  onDeleted: () => void;
}

/** The user's webhooks, oldest first: URL, when added, and Delete. A plain list, as API keys. */
export function WebhookList({ webhooks, onDeleted }: WebhookListProps) {
  const { token } = theme.useToken();
  return (
    <ul
      aria-label="Your webhooks"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {webhooks.map((webhook, index) => (
        <li
          key={webhook.id}
          style={{
            padding: `${token.paddingSM}px ${token.padding}px`,
            borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
          }}
        >
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
        </li>
      ))}
    </ul>
  );
}
