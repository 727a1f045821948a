import { useMutation } from '@apollo/client/react';
import { Modal, Typography } from 'antd';
import {
  DeleteCreationDocument,
  type GalleryCreationFragment,
} from '../../graphql/generated/graphql';
import { DialogFooter } from '../../lib/DialogFooter';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { removeCreation } from './galleryCache';

interface DeleteConfirmDialogProps {
  /** The image to delete; null keeps the dialog closed. */
  creation: GalleryCreationFragment | null;
  onClose: () => void;
  onDeleted: (creation: GalleryCreationFragment) => void;
}

/** "Delete image": asks first, since a deleted image cannot be brought back. */
export function DeleteConfirmDialog({ creation, onClose, onDeleted }: DeleteConfirmDialogProps) {
  const toast = useToast();
  const [deleteCreation, { loading }] = useMutation(DeleteCreationDocument);

  const confirm = async () => {
    if (!creation) return;
    try {
      await deleteCreation({
        variables: { id: creation.id },
        update: (cache) => removeCreation(cache, creation.id),
      });
      toast({
        variant: 'success',
        title: 'Image deleted',
        description: 'The image has been permanently deleted.',
      });
      onDeleted(creation);
    } catch (error) {
      toast({ variant: 'error', title: 'Error deleting image', description: errorMessage(error) });
    }
  };

  return (
    <Modal
      open={creation !== null}
      title="Delete image"
      onCancel={onClose}
      footer={
        <DialogFooter
          onCancel={onClose}
          label="Delete"
          busy={loading}
          danger
          onConfirm={() => void confirm()}
        />
      }
    >
      <Typography.Paragraph>
        Are you sure you want to delete this image? This action cannot be undone.
      </Typography.Paragraph>
    </Modal>
  );
}
