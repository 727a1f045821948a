import { useMutation } from '@apollo/client/react';
import { Form, Modal } from 'antd';
import {
  AdminAddModelDocument,
  type AdminModelFragment,
  AdminUpdateModelDocument,
} from '../../../graphql/generated/admin/graphql';
import { useToast } from '../../../lib/useToast';
import { categoryName, type AdminReference } from '../adminReference';
import { failureToast, successToast } from '../adminToasts';
import {
  buildModelInput,
  type ModelFormValues,
  modelToFormValues,
  newModelValues,
} from './modelForm';
import { ModelFormFields } from './ModelFormFields';

/** What the dialog is open for: a new model (maybe prefilled from a search result) or one to edit. */
export type ModelDialogTarget =
  | { kind: 'add'; values?: ModelFormValues; newArchitecture?: string }
  | { kind: 'edit'; model: AdminModelFragment };

interface ModelFormDialogProps {
  target: ModelDialogTarget | null;
  reference: AdminReference;
  onClose: () => void;
  /** After a model was added (lists need a reload; an edit updates the cache by itself). */
  onAdded: () => void;
}

/** "Add model to database" and "Edit model: {name}". */
export function ModelFormDialog({ target, reference, onClose, onAdded }: ModelFormDialogProps) {
  const [form] = Form.useForm<ModelFormValues>();
  const toast = useToast();
  const [addModel, added] = useMutation(AdminAddModelDocument);
  const [updateModel, updated] = useMutation(AdminUpdateModelDocument);
  const saving = added.loading || updated.loading;

  const initialValues =
    target?.kind === 'edit'
      ? modelToFormValues(target.model)
      : (target?.values ?? newModelValues(reference.adminModelDefaults));

  const save = async (values: ModelFormValues) => {
    if (!target) return;
    const input = buildModelInput(values, categoryName(reference, values.modelCategoryId));
    if (target.kind === 'edit') {
      try {
        await updateModel({ variables: { id: target.model.id, input } });
      } catch (error) {
        toast(failureToast('Could not update the model', error));
        return;
      }
      toast(successToast('The model has been successfully updated.'));
    } else {
      try {
        await addModel({ variables: { input } });
      } catch (error) {
        toast(failureToast('Could not add the model', error));
        return;
      }
      toast(successToast('The model has been added to the database.'));
      onAdded();
    }
    onClose();
  };

  return (
    <Modal
      open={target !== null}
      title={target?.kind === 'edit' ? `Edit model: ${target.model.name}` : 'Add model to database'}
      width={760}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={saving ? 'Saving...' : target?.kind === 'edit' ? 'Save changes' : 'Add model'}
      okButtonProps={{ disabled: saving }}
      cancelButtonProps={{ disabled: saving }}
    >
      {target && (
        <Form<ModelFormValues>
          form={form}
          name="admin-model"
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues}
          onFinish={save}
          disabled={saving}
        >
          <ModelFormFields
            form={form}
            reference={reference}
            newArchitecture={target.kind === 'add' ? target.newArchitecture : undefined}
          />
        </Form>
      )}
    </Modal>
  );
}
