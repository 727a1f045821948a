import { Button, Form, type FormItemProps, type FormProps, type InputRef, Modal } from 'antd';
import { type ReactNode, type RefObject, useRef } from 'react';
import { errorMessage } from '../../../../lib/errorMessage';
import { useToast } from '../../../../lib/useToast';

/** The form's values, as antd's Form holds them. */
type FormValues = NonNullable<FormProps['initialValues']>;

/** A form field's name, as Form.Item takes it. */
type FieldName<Values> = NonNullable<FormItemProps<Values>['name']>;

/** What one create dialog asks and says: its texts, its form, and which refusals concern a field. */
export interface CreateWithSecretForm<Values extends FormValues> {
  title: string;
  /** Names the form, so the dialog's submit button (outside it) submits it, Enter in a field too. */
  formName: string;
  /** The submit button's text: "Create", and "Creating..." while the server works. */
  submitLabel: string;
  submittingLabel: string;
  /** The toast's title for a refusal that concerns no field: "Could not create the API key". */
  failureTitle: string;
  initialValues: Values;
  /** The form field a refusal is about, if any; any other refusal is told in a toast. */
  refusedField: (error: unknown) => FieldName<Values> | undefined;
}

interface CreateWithSecretDialogProps<Values extends FormValues, Created> {
  open: boolean;
  onClose: () => void;
  /** What the server created, with the secret it shows this once. */
  onCreated: (created: Created) => void;
  form: CreateWithSecretForm<Values>;
  /** The create mutation's state: loading while it runs, reset to forget its answer. */
  mutation: { loading: boolean; reset: () => void };
  /** Sends the values with the create mutation; resolves to what the server created. */
  send: (values: Values) => Promise<Created | undefined>;
  /** The form's fields, given the ref for the one to type in first. */
  children: (firstField: RefObject<InputRef | null>) => ReactNode;
}

/** A dialog that creates something the server gives a secret for (an API key, a webhook). */
export function CreateWithSecretDialog<Values extends FormValues, Created>({
  open,
  onClose,
  onCreated,
  form: {
    title,
    formName,
    submitLabel,
    submittingLabel,
    failureTitle,
    initialValues,
    refusedField,
  },
  mutation: { loading, reset },
  send,
  children,
}: CreateWithSecretDialogProps<Values, Created>) {
  const [formInstance] = Form.useForm<Values>();
  const firstField = useRef<InputRef>(null);
  const toast = useToast();

  const create = async (values: Values) => {
    let created: Created | undefined;
    try {
      created = await send(values);
    } catch (error) {
      const field = refusedField(error);
      if (field) formInstance.setFields([{ name: field, errors: [errorMessage(error)] }]);
      else toast({ variant: 'error', title: failureTitle, description: errorMessage(error) });
      return;
    }
    // The secret lives on only in the dialog that shows it, not in the mutation's state.
    reset();
    if (created) onCreated(created);
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      // The dialog takes the focus as it opens; the first field is what to type first.
      afterOpenChange={(opened) => opened && firstField.current?.focus()}
      afterClose={() => formInstance.resetFields()}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form={formName} loading={loading}>
          {loading ? submittingLabel : submitLabel}
        </Button>,
      ]}
    >
      <Form<Values>
        form={formInstance}
        name={formName}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={(values) => void create(values)}
        disabled={loading}
      >
        {children(firstField)}
      </Form>
    </Modal>
  );
}
