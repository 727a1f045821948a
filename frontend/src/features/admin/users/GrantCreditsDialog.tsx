import { MAX_CREDIT_GRANT } from '../../../graphql/generated/limits';
import { useMutation } from '@apollo/client/react';
import { Form, Input, InputNumber, Modal } from 'antd';
import {
  AdminGrantCreditsDocument,
  type AdminUserFragment,
} from '../../../graphql/generated/admin/graphql';
import { formatCreditCount } from '../../../lib/format';
import { useToast } from '../../../lib/useToast';
import { failureToast, successToast } from '../adminToasts';

interface GrantValues {
  amount: number;
  note?: string;
}

const MAX_GRANT = MAX_CREDIT_GRANT;

/** Adds credits to a user's balance (a ledger row of kind grant, with the note). */
export function GrantCreditsDialog({
  user,
  onClose,
}: {
  user: AdminUserFragment | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<GrantValues>();
  const toast = useToast();
  const [grant, { loading }] = useMutation(AdminGrantCreditsDocument);

  const submit = async ({ amount, note }: GrantValues) => {
    if (!user) return;
    try {
      await grant({ variables: { userId: user.id, amount, note: note?.trim() || null } });
    } catch (error) {
      toast(failureToast('Could not grant credits', error));
      return;
    }
    toast(successToast(`${amount} credits have been added to ${user.name}'s balance.`));
    onClose();
  };

  return (
    <Modal
      open={user !== null}
      title={`Grant credits to ${user?.name ?? ''}`}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={loading ? 'Granting...' : 'Grant credits'}
      okButtonProps={{ disabled: loading }}
    >
      <Form<GrantValues>
        form={form}
        name="grant-credits"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={loading}
      >
        <Form.Item
          name="amount"
          label="Amount"
          rules={[
            { required: true, message: 'Enter the number of credits' },
            {
              type: 'number',
              min: 0.01,
              max: MAX_GRANT,
              message: `Enter an amount above 0 and at most ${formatCreditCount(MAX_GRANT)}`,
            },
          ]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input placeholder="Why the credits are granted" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
