import { useMutation } from '@apollo/client/react';
import { Modal, Typography } from 'antd';
import {
  AdminDeleteModelDocument,
  type AdminModelFragment,
} from '../../../graphql/generated/admin/graphql';
import { useToast } from '../../../lib/useToast';
import { failureToast, successToast } from '../adminToasts';

interface DeleteModelDialogProps {
  model: AdminModelFragment | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** "Confirm deletion" of a stored model. */
export function DeleteModelDialog({ model, onClose, onDeleted }: DeleteModelDialogProps) {
  const toast = useToast();
  const [deleteModel, { loading }] = useMutation(AdminDeleteModelDocument);

  const confirm = async () => {
    if (!model) return;
    try {
      await deleteModel({ variables: { id: model.id } });
    } catch (error) {
      toast(failureToast('Could not delete the model', error));
      return;
    }
    toast(successToast('The model has been removed from the database.'));
    onDeleted();
    onClose();
  };

  return (
    <Modal
      open={model !== null}
      title="Confirm deletion"
      onCancel={onClose}
      onOk={confirm}
      okText={loading ? 'Deleting...' : 'Delete'}
      okButtonProps={{ danger: true, disabled: loading }}
      cancelButtonProps={{ disabled: loading }}
    >
      <Typography.Paragraph>
        Are you sure you want to delete the model <strong>{model?.name}</strong>? This action cannot
        be undone.
      </Typography.Paragraph>
    </Modal>
  );
}
