import { useQuery } from '@apollo/client/react';
import { Alert, Typography } from 'antd';
import { formatDateTime } from '../../../../lib/format';
import { ApiKeysDocument } from '../../../../graphql/generated/graphql';
import { useSession } from '../../session';
import { SecretListSection } from '../secret-list/SecretListSection';
import { useCreatedSecret } from '../secret-list/useCreatedSecret';
import { ApiKeyList } from './ApiKeyList';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { NewApiKeyDialog } from './NewApiKeyDialog';

/** "Personal API keys": the user's keys for scripts and services, created and revoked here. */
export function ApiKeysSection() {
  const isAdmin = useSession().user?.isAdmin ?? false;
  // Last use changes while the page is away: the cached list shows at once, then is refreshed.
  const keys = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const created = useCreatedSecret<{ name: string; key: string }>();
  const revokedAt = keys.data?.me?.apiKeysRevokedAt;
  const revokedNotice = revokedAt && keys.data?.apiKeys.length === 0 && (
    <Alert
      type="info"
      showIcon
      message="Your API keys were revoked"
      description={`Your password was reset or changed on ${formatDateTime(revokedAt)}, which revokes every API key: whoever knew the old password may have made one. Create new keys for your scripts and services.`}
    />
  );

  return (
    <SecretListSection
      title="Personal API keys"
      createLabel="Create API key"
      onCreate={created.startCreating}
      description={
        <>
          Scripts and services call this studio&apos;s API with a personal key instead of your
          password: send it as <Typography.Text code>Authorization: Bearer pfk_…</Typography.Text>.
          A key acts with your permissions, or only those of its scopes.
        </>
      }
      notes={revokedNotice || undefined}
      items={keys.data?.apiKeys}
      loadError={keys.error}
      reload={() => keys.refetch()}
      loadFailedTitle="Could not load your API keys"
      loadingText="Loading API keys..."
      emptyText="No API keys yet"
      renderList={(apiKeys, onRevoked) => <ApiKeyList apiKeys={apiKeys} onRevoked={onRevoked} />}
    >
      <CreateApiKeyDialog
        {...created.createDialog}
        isAdmin={isAdmin}
        onCreated={({ key, apiKey }) => created.show({ name: apiKey.name, key })}
      />
      <NewApiKeyDialog {...created.shownDialog} />
    </SecretListSection>
  );
}
