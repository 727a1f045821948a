import { useMutation } from '@apollo/client/react';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import {
  type ApiKeyItemFragment,
  RevokeApiKeyDocument,
} from '../../../../graphql/generated/graphql';
import { errorMessage } from '../../../../lib/errorMessage';
import { useToast } from '../../../../lib/useToast';
import { removeApiKey } from './apiKeysCache';

interface RevokeApiKeyButtonProps {
  apiKey: ApiKeyItemFragment;
  onRevoked: () => void;
}

/** Revokes one key after a confirmation, since whatever uses it stops working at once. */
export function RevokeApiKeyButton({ apiKey, onRevoked }: RevokeApiKeyButtonProps) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [revoke, { loading }] = useMutation(RevokeApiKeyDocument);

  const confirm = async () => {
    try {
      await revoke({
        variables: { id: apiKey.id },
        update: (cache) => removeApiKey(cache, apiKey.id),
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Could not revoke the API key',
        description: errorMessage(error),
      });
      return;
    }
    setConfirming(false);
    toast({
      variant: 'success',
      title: 'API key revoked',
      description: `"${apiKey.name}" no longer works.`,
    });
    onRevoked();
  };

  return (
    <>
      <Button
        size="small"
        danger
        aria-label={`Revoke ${apiKey.name}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      <Modal
        open={confirming}
        title={`Revoke ${apiKey.name}?`}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setConfirming(false)}>
            Cancel
          </Button>,
          <Button
            key="revoke"
            danger
            type="primary"
            loading={loading}
            onClick={() => void confirm()}
          >
            Revoke
          </Button>,
        ]}
      >
        <Typography.Paragraph>Anything using it stops working at once.</Typography.Paragraph>
      </Modal>
    </>
  );
}
