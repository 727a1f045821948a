import { useMutation } from '@apollo/client/react';
import { Button, Card, Form, Input, InputNumber, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import {
  type CreditPackFieldsFragment,
  AdminUpdateCreditPackDocument,
} from '../../../graphql/generated/admin/graphql';
import { CREDIT_PACK_NAME_MAX_LENGTH } from '../../../graphql/generated/limits';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCreditCount } from '../../../lib/format';
import { useToast } from '../../../lib/useToast';
import { parsePriceCents } from '../prices';
import { refusedField } from '../refusedField';
import {
  CREDIT_PACK_FIELD_OF_INPUT,
  type CreditPackValues,
  creditPackChanges,
  creditPackValues,
  differsFromPack,
} from './creditPackForm';

// The server's limits (CreditPackChanges), checked here first so most mistakes never leave.
const MIN_PRICE_CENTS = 50;
const MAX_PRICE_CENTS = 100_000;
const MAX_CREDITS = 1_000_000;

async function checkPrice(_: unknown, text: string | undefined) {
  const cents = parsePriceCents(text ?? '');
  if (cents === null) throw new Error('Enter a price in dollars, like 9.99');
  if (cents < MIN_PRICE_CENTS || cents > MAX_PRICE_CENTS)
    throw new Error('Enter a price from $0.50 to $1,000.00');
}

interface CreditPackFormProps {
  pack: CreditPackFieldsFragment;
  tierOptions: { value: number; label: string }[];
}

/** One credit pack's name, price, credits, tier and sale state, saved with its own Save. */
export function CreditPackForm({ pack, tierOptions }: CreditPackFormProps) {
  const [form] = Form.useForm<CreditPackValues>();
  const toast = useToast();
  const [update, { loading: saving }] = useMutation(AdminUpdateCreditPackDocument);
  const [changed, setChanged] = useState(false);

  const save = async (values: CreditPackValues) => {
    let saved: CreditPackFieldsFragment | undefined;
    try {
      const { data } = await update({
        variables: { id: pack.id, changes: creditPackChanges(values) },
      });
      saved = data?.adminUpdateCreditPack;
    } catch (error) {
      const field = refusedField(error, CREDIT_PACK_FIELD_OF_INPUT);
      if (field) form.setFields([{ name: field, errors: [errorMessage(error)] }]);
      toast({ variant: 'error', title: 'Error saving', description: errorMessage(error) });
      return;
    }
    if (saved) form.setFieldsValue(creditPackValues(saved));
    setChanged(false);
    toast({
      variant: 'success',
      title: 'Credit pack saved',
      description: `The ${saved?.name ?? values.name} pack has been updated.`,
    });
  };

  return (
    <Card
      size="small"
      title={pack.name}
      extra={!pack.active && <Tag>Inactive</Tag>}
      style={{ height: '100%' }}
    >
      <Form<CreditPackValues>
        form={form}
        name={`credit-pack-${pack.id}`}
        layout="vertical"
        requiredMark={false}
        initialValues={creditPackValues(pack)}
        onValuesChange={(_, values) => setChanged(differsFromPack(values, pack))}
        onFinish={save}
        disabled={saving}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[
            {
              required: true,
              whitespace: true,
              max: CREDIT_PACK_NAME_MAX_LENGTH,
              message: `Enter a name of 1 to ${CREDIT_PACK_NAME_MAX_LENGTH} characters`,
            },
          ]}
        >
          <Input maxLength={CREDIT_PACK_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="price" label="Price (USD)" rules={[{ validator: checkPrice }]}>
          <Input prefix="$" inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="credits"
          label="Credits"
          rules={[
            { required: true, message: 'Enter the number of credits' },
            {
              type: 'integer',
              min: 1,
              max: MAX_CREDITS,
              message: `Enter a whole number from 1 to ${formatCreditCount(MAX_CREDITS)}`,
            },
          ]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="accessLevelId"
          label="Tier"
          extra="Buyers move up to this tier."
          rules={[{ required: true, message: 'Choose a tier' }]}
        >
          <Select options={tierOptions} />
        </Form.Item>
        <Form.Item
          name="active"
          label="Active"
          extra="Inactive packs are not offered to buyers."
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={saving || !changed}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Form>
    </Card>
  );
}
