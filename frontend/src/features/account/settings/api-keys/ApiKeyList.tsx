import { Flex, Typography, theme } from 'antd';
import type { ApiKeyItemFragment } from '../../../../graphql/generated/graphql';
import { formatDate } from '../../../../lib/format';
import { formatKeyLastUsed } from './apiKeyDates';
import { ApiKeyScopeTags } from './ApiKeyScopeTags';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

interface ApiKeyListProps {
  apiKeys: readonly ApiKeyItemFragment[];
  /** After a key is revoked (its row, with the focused button, is gone). */
  onRevoked: () => void;
}

/**
 * The user's keys, one row each: name, prefix, scopes, when made and last used, and Revoke.
 * A plain list rather than antd's Table, which would double the settings page's download.
 */
export function ApiKeyList({ apiKeys, onRevoked }: ApiKeyListProps) {
  const { token } = theme.useToken();
  return (
    <ul
      aria-label="Your API keys"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {apiKeys.map((apiKey, index) => (
        <li
          key={apiKey.id}
          style={{
            padding: `${token.paddingSM}px ${token.padding}px`,
            borderTop: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <ApiKeyRow apiKey={apiKey} onRevoked={onRevoked} />
        </li>
      ))}
    </ul>
  );
}

function ApiKeyRow({ apiKey, onRevoked }: { apiKey: ApiKeyItemFragment; onRevoked: () => void }) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Flex vertical gap={6} style={{ minWidth: 0 }}>
        <Flex align="baseline" gap={8} wrap>
          <Typography.Text strong>{apiKey.name}</Typography.Text>
          <Typography.Text code>{apiKey.prefix}…</Typography.Text>
        </Flex>
        <ApiKeyScopeTags scopes={apiKey.scopes} />
        <Typography.Text type="secondary">
          Created <time dateTime={apiKey.createdAt}>{formatDate(apiKey.createdAt)}</time>
          {' · '}Last used{' '}
          {apiKey.lastUsedAt ? (
            <time dateTime={apiKey.lastUsedAt}>{formatKeyLastUsed(apiKey.lastUsedAt)}</time>
          ) : (
            formatKeyLastUsed(null)
          )}
        </Typography.Text>
      </Flex>
      <RevokeApiKeyButton apiKey={apiKey} onRevoked={onRevoked} />
    </Flex>
  );
}
