import { useMutation } from '@apollo/client/react';
import { Modal, Typography } from 'antd';
import { DeleteCreationsDocument } from '../../graphql/generated/graphql';
import { DialogFooter } from '../../lib/DialogFooter';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { removeCreations } from './galleryCache';
import { imageCount } from './imageCount';

interface BulkDeleteDialogProps {
  open: boolean;
  /** The selected images, at most 100. */
  ids: readonly string[];
  onClose: () => void;
  onDeleted: () => void;
}

/** "Delete images": asks first, naming how many, since deleted images cannot be brought back. */
export function BulkDeleteDialog({ open, ids, onClose, onDeleted }: BulkDeleteDialogProps) {
  const toast = useToast();
  const [deleteCreations, { loading }] = useMutation(DeleteCreationsDocument);

  const confirm = async () => {
    if (ids.length === 0) return;
    try {
      const { data } = await deleteCreations({
        variables: { ids: [...ids] },
        update: (cache) => removeCreations(cache, ids),
      });
      toast({
        variant: 'success',
        title: 'Images deleted',
        description: `${imageCount(data?.deleteCreations ?? ids.length)} permanently deleted.`,
      });
      onDeleted();
    } catch (error) {
      toast({ variant: 'error', title: 'Error deleting images', description: errorMessage(error) });
    }
  };

  return (
    <Modal
      open={open}
      title="Delete images"
      onCancel={onClose}
      footer={
        <DialogFooter
          onCancel={onClose}
          label="Delete"
          busyLabel="Deleting..."
          busy={loading}
          danger
          onConfirm={() => void confirm()}
        />
      }
    >
      <Typography.Paragraph>
        {`Are you sure you want to delete ${imageCount(ids.length)}? This action cannot be undone.`}
      </Typography.Paragraph>
    </Modal>
  );
}
