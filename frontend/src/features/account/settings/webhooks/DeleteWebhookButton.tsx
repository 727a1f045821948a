import { useMutation } from '@apollo/client/react';
import { Button, Popconfirm } from 'antd';
import {
  DeleteWebhookDocument,
  type WebhookItemFragment,
} from '../../../../graphql/generated/graphql';
import { errorMessage } from '../../../../lib/errorMessage';
import { useToast } from '../../../../lib/useToast';
import { removeWebhook } from './webhooksCache';

interface DeleteWebhookButtonProps {
  webhook: WebhookItemFragment;
  onDeleted: () => void;
}

/** Deletes one webhook after a confirmation: its deliveries, pending ones too, go with it. */
export function DeleteWebhookButton({ webhook, onDeleted }: DeleteWebhookButtonProps) {
  const toast = useToast();
  const [deleteWebhook, { loading }] = useMutation(DeleteWebhookDocument);

  // Resolves either way, so the confirmation closes; a refusal is told in a toast.
  const confirm = async () => {
    try {
      await deleteWebhook({
        variables: { id: webhook.id },
        update: (cache) => removeWebhook(cache, webhook.id),
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Could not delete the webhook',
        description: errorMessage(error),
      });
      return;
    }
    toast({
      variant: 'success',
      title: 'Webhook deleted',
      description: `Nothing more is delivered to ${webhook.url}.`,
    });
    onDeleted();
  };

  return (
    <Popconfirm
      title="Delete this webhook?"
      description="Deliveries still being tried stop, and its delivery history is removed."
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={confirm}
    >
      <Button size="small" danger loading={loading} aria-label={`Delete webhook ${webhook.url}`}>
        Delete
      </Button>
    </Popconfirm>
  );
}
