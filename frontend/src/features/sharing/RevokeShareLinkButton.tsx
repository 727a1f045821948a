import { useMutation } from '@apollo/client/react';
import { Button, Popconfirm } from 'antd';
import {
  RevokeShareLinkDocument,
  type ShareLinkItemFragment,
} from '../../graphql/generated/sharing/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { removeShareLink } from './sharesCache';

interface RevokeShareLinkButtonProps {
  link: ShareLinkItemFragment;
  /** What the link shows, for the button's accessible name: `folder "Trips"`. */
  name: string;
}

/** Revokes one link after a confirmation: whoever holds it gets "404 Page Not Found" at once. */
export function RevokeShareLinkButton({ link, name }: RevokeShareLinkButtonProps) {
  const toast = useToast();
  const [revoke, { loading }] = useMutation(RevokeShareLinkDocument);

  // Resolves either way, so the confirmation closes; a refusal is told in a toast.
  const confirm = async () => {
    try {
      await revoke({
        variables: { id: link.id },
        update: (cache) => removeShareLink(cache, link.id),
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Could not revoke the link',
        description: errorMessage(error),
      });
      return;
    }
    toast({ variant: 'success', title: 'Link revoked', description: 'The link no longer opens.' });
  };

  return (
    <Popconfirm
      title="Revoke this link?"
      description="Whoever opens it sees a page that is not found, also for images already open."
      okText="Revoke"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={confirm}
    >
      <Button size="small" danger loading={loading} aria-label={`Revoke the link to ${name}`}>
        Revoke
      </Button>
    </Popconfirm>
  );
}
