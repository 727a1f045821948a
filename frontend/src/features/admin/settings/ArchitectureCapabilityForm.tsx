import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Col, Flex, Form, type FormRule, InputNumber, Row, Switch, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import {
  AdminArchitectureCapabilityDocument,
  type ArchitectureCapabilityFieldsFragment,
  AdminUpdateArchitectureCapabilityDocument,
  type AdminUpdateArchitectureCapabilityMutation,
} from '../../../graphql/generated/admin/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { useToast } from '../../../lib/useToast';
import { refusedField } from '../refusedField';
import {
  type ArchitectureCapabilityValues,
  boundsRules,
  CAPABILITY_FIELD_OF_INPUT,
  capabilityChanges,
  capabilityValues,
  differsFromCapability,
  type LimitField,
  type LimitRange,
  MULTIPLE_BOUNDS,
  REFERENCE_IMAGES_BOUNDS,
  multipleOfSizeRule,
  notAboveMaxRule,
  SIZE_RANGE,
  STEPS_RANGE,
  SUPPORT_SWITCHES,
  WEIGHT_RANGES,
} from './architectureCapabilityForm';

const WEIGHT_STEP = 0.01;

// A capability has no id of its own, so the cache cannot merge the answer by itself: store it as
// the architecture's capability, which this form and the dashboard's controls both read.
function rememberSaved(
  cache: ApolloCache,
  { data }: { data?: AdminUpdateArchitectureCapabilityMutation | null },
) {
  const saved = data?.adminUpdateArchitectureCapability;
  if (!saved) return;
  cache.writeQuery({
    query: AdminArchitectureCapabilityDocument,
    variables: { architectureId: saved.architectureId },
    data: { architectureCapability: saved },
  });
}

/** A titled group of fields, announced by its title. */
function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId}>
      <Typography.Title level={5} id={titleId} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

const FULL_WIDTH = { width: '100%' } as const;

interface RangeFieldsProps {
  range: LimitRange;
  suffix?: string;
  /** Another field the min must agree with, and the rule that checks it. */
  minAlsoBoundBy?: { field: LimitField; rule: FormRule };
}

/** A min and a max side by side; the min is checked again whenever what bounds it changes. */
function RangeFields({ range, suffix, minAlsoBoundBy }: RangeFieldsProps) {
  const step = range.bounds.whole ? 1 : WEIGHT_STEP;
  const minRules = [...boundsRules(range.bounds), notAboveMaxRule(range)];
  const minDependencies = [range.max];
  if (minAlsoBoundBy) {
    minRules.push(minAlsoBoundBy.rule);
    minDependencies.push(minAlsoBoundBy.field);
  }
  return (
    <Flex gap={12}>
      <Form.Item
        name={range.min}
        label={`Min ${range.name}`}
        dependencies={minDependencies}
        rules={minRules}
        style={{ flex: 1 }}
      >
        <InputNumber step={step} suffix={suffix} style={FULL_WIDTH} />
      </Form.Item>
      <Form.Item
        name={range.max}
        label={`Max ${range.name}`}
        rules={boundsRules(range.bounds)}
        style={{ flex: 1 }}
      >
        <InputNumber step={step} suffix={suffix} style={FULL_WIDTH} />
      </Form.Item>
    </Flex>
  );
}

interface ArchitectureCapabilityFormProps {
  capability: ArchitectureCapabilityFieldsFragment;
  architectureName: string;
}

/** One architecture's switches and limits, saved together; only changed fields are sent. */
export function ArchitectureCapabilityForm({
  capability,
  architectureName,
}: ArchitectureCapabilityFormProps) {
  const [form] = Form.useForm<ArchitectureCapabilityValues>();
  const toast = useToast();
  const [update, { loading: saving }] = useMutation(AdminUpdateArchitectureCapabilityDocument, {
    update: rememberSaved,
  });
  const [changed, setChanged] = useState(false);

  const save = async (values: ArchitectureCapabilityValues) => {
    let saved: ArchitectureCapabilityFieldsFragment | undefined;
    try {
      const { data } = await update({
        variables: {
          architectureId: capability.architectureId,
          changes: capabilityChanges(values, capability),
        },
      });
      saved = data?.adminUpdateArchitectureCapability;
    } catch (error) {
      const field = refusedField(error, CAPABILITY_FIELD_OF_INPUT);
      if (field) form.setFields([{ name: field, errors: [errorMessage(error)] }]);
      toast({ variant: 'error', title: 'Error saving', description: errorMessage(error) });
      return;
    }
    if (saved) form.setFieldsValue(capabilityValues(saved));
    setChanged(false);
    toast({
      variant: 'success',
      title: 'Architecture saved',
      description: `The limits of ${architectureName} have been updated.`,
    });
  };

  return (
    <Form<ArchitectureCapabilityValues>
      form={form}
      name={`architecture-capability-${capability.architectureId}`}
      layout="vertical"
      requiredMark={false}
      initialValues={capabilityValues(capability)}
      onValuesChange={(_, values) => setChanged(differsFromCapability(values, capability))}
      onFinish={save}
      disabled={saving}
    >
      <FieldGroup title="Supports">
        <Flex gap={32} wrap>
          {SUPPORT_SWITCHES.map(({ field, label }) => (
            <Form.Item key={field} name={field} label={label} valuePropName="checked">
              <Switch />
            </Form.Item>
          ))}
        </Flex>
        <Form.Item
          name="maxReferenceImages"
          label="Reference images"
          extra="How many images an instruction edit takes (FLUX.1 Kontext); 0 offers none."
          rules={boundsRules(REFERENCE_IMAGES_BOUNDS)}
        >
          <InputNumber style={{ width: 120 }} />
        </Form.Item>
      </FieldGroup>
      <Row gutter={[32, 8]}>
        <Col xs={24} lg={12}>
          <FieldGroup title="Steps">
            <RangeFields range={STEPS_RANGE} />
          </FieldGroup>
        </Col>
        <Col xs={24} lg={12}>
          <FieldGroup title="Size">
            <RangeFields
              range={SIZE_RANGE}
              suffix="px"
              minAlsoBoundBy={{ field: 'dimensionMultiple', rule: multipleOfSizeRule }}
            />
            <Form.Item
              name="dimensionMultiple"
              label="Size multiple"
              extra="Width and height must be multiples of this."
              rules={boundsRules(MULTIPLE_BOUNDS)}
            >
              <InputNumber suffix="px" style={FULL_WIDTH} />
            </Form.Item>
          </FieldGroup>
        </Col>
      </Row>
      <FieldGroup title="Weights">
        <Row gutter={[32, 0]}>
          {WEIGHT_RANGES.map((range) => (
            <Col key={range.min} xs={24} lg={8}>
              <RangeFields range={range} />
            </Col>
          ))}
        </Row>
      </FieldGroup>
      <Button type="primary" htmlType="submit" disabled={saving || !changed}>
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </Form>
  );
}
