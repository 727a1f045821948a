import { Flex, Typography } from 'antd';
import type { ApiKeyItemFragment } from '../../../../graphql/generated/graphql';
import { formatDate } from '../../../../lib/format';
import { BorderedList } from '../../../../lib/BorderedList';
import { formatKeyLastUsed } from './apiKeyDates';
import { ApiKeyScopeTags } from './ApiKeyScopeTags';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

interface ApiKeyListProps {
  apiKeys: readonly ApiKeyItemFragment[];
  /** After a key is revoked (its row, with the focused button, is gone). */
  onRevoked: () => void;
}

/** The user's keys, one row each: name, prefix, scopes, when made and last used, and Revoke. */
export function ApiKeyList({ apiKeys, onRevoked }: ApiKeyListProps) {
  return (
    <BorderedList
      label="Your API keys"
      items={apiKeys}
      renderItem={(apiKey) => <ApiKeyRow apiKey={apiKey} onRevoked={onRevoked} />}
    />
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
