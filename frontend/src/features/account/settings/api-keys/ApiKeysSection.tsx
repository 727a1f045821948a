import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { ApiKeysDocument } from '../../../../graphql/generated/graphql';
import { errorMessage } from '../../../../lib/errorMessage';
import { useSession } from '../../session';
import { ApiKeyList } from './ApiKeyList';
import { type CreatedApiKey, CreateApiKeyDialog } from './CreateApiKeyDialog';
import { NewApiKeyDialog } from './NewApiKeyDialog';

/** "API keys": the user's personal keys for scripts and services, created and revoked here. */
export function ApiKeysSection() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const isAdmin = useSession().user?.isAdmin ?? false;
  // Last use changes while the page is away: the cached list shows at once, then is refreshed.
  const keys = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const list = keys.data?.apiKeys;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [showingCreated, setShowingCreated] = useState(false);

  const showCreated = ({ key, apiKey }: CreatedApiKey) => {
    setCreating(false);
    setCreated({ name: apiKey.name, key });
    setShowingCreated(true);
  };

  const body = () => {
    if (!list && keys.error) {
      return (
        <Alert
          type="error"
          showIcon
          title="Could not load your API keys"
          description={errorMessage(keys.error)}
          action={<Button onClick={() => void keys.refetch()}>Try again</Button>}
        />
      );
    }
    if (!list) return <Spin description="Loading API keys..." />;
    if (list.length === 0) return <Empty description="No API keys yet" />;
    // A revoked key's row (and its button) is gone: the section keeps the keyboard focus.
    return <ApiKeyList apiKeys={list} onRevoked={() => heading.current?.focus()} />;
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
          API keys
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setCreating(true)}
        >
          Create API key
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Scripts and services call the API with a personal key instead of your password: send it as{' '}
        <Typography.Text code>Authorization: Bearer pfk_…</Typography.Text>. A key acts with your
        permissions, or only those of its scopes.
      </Typography.Paragraph>
      {body()}
      <CreateApiKeyDialog
        open={creating}
        isAdmin={isAdmin}
        onClose={() => setCreating(false)}
        onCreated={showCreated}
      />
      <NewApiKeyDialog
        open={showingCreated}
        created={created}
        onClose={() => setShowingCreated(false)}
        afterClose={() => setCreated(null)}
      />
    </section>
  );
}
