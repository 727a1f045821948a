import { Flex, Tag } from 'antd';
import type { ApiKeyScope } from '../../../../graphql/generated/graphql';
import { ALL_USER_PERMISSIONS, scopeLabel } from './apiKeyScopes';

/** What a key may do: its scopes, or every user permission when it has none. */
export function ApiKeyScopeTags({ scopes }: { scopes: readonly ApiKeyScope[] }) {
  if (scopes.length === 0) return <Tag>{ALL_USER_PERMISSIONS}</Tag>;
  return (
    <Flex wrap gap={4}>
      {scopes.map((scope) => (
        <Tag key={scope} color={scope === 'admin' ? 'red' : 'blue'}>
          {scopeLabel(scope)}
        </Tag>
      ))}
    </Flex>
  );
}
