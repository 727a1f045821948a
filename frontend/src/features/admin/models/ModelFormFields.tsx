import {
  Checkbox,
  Col,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
} from 'antd';
import { accessLevelOptions, type AdminReference } from '../adminReference';
import {
  hasFeatures,
  hasModelType,
  hasTriggerWords,
  MODEL_FEATURES,
  MODEL_TYPES,
} from './categoryRules';
import type { ModelFormValues } from './modelForm';

interface ModelFormFieldsProps {
  form: FormInstance<ModelFormValues>;
  reference: AdminReference;
  /** The name of an architecture the server would create (an import's unknown one). */
  newArchitecture?: string;
}

const wholeNumber = (label: string, min: number, max: number) => ({
  type: 'integer' as const,
  min,
  max,
  message: `${label} must be a whole number from ${min} to ${max}`,
});

/**
 * Every field of a model. Model Type, Trigger Words and Available Features follow the chosen
 * category.
 */
export function ModelFormFields({ form, reference, newArchitecture }: ModelFormFieldsProps) {
  const categoryId = Form.useWatch('modelCategoryId', form);
  const category = reference.modelCategories.find((entry) => entry.id === categoryId)?.category;

  const architectureOptions: { value: number | string; label: string }[] =
    reference.architectures.map((entry) => ({ value: entry.id, label: entry.architecture }));
  if (newArchitecture) {
    architectureOptions.push({ value: newArchitecture, label: `${newArchitecture} (new)` });
  }

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label="Name"
            rules={[{ required: true, whitespace: true, message: 'Model name is required' }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="version" label="Version">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="civitAIR"
        label="AIR"
        tooltip="The model's AIR identifier, e.g. civitai:4384@128713"
        rules={[{ required: true, whitespace: true, message: 'AIR is required' }]}
      >
        <Input />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="modelCategoryId"
            label="Category"
            rules={[{ required: true, message: 'Category is required' }]}
          >
            <Select
              options={reference.modelCategories.map((entry) => ({
                value: entry.id,
                label: entry.category,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="architecture"
            label="Architecture"
            rules={[{ required: true, message: 'Architecture is required' }]}
          >
            <Select showSearch={{ optionFilterProp: 'label' }} options={architectureOptions} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {hasModelType(category) && (
          <Col xs={24} md={12}>
            <Form.Item name="modelType" label="Model Type">
              <Select allowClear options={[...MODEL_TYPES]} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="accessLevelId" label="Access level">
            <Select options={accessLevelOptions(reference)} placeholder="Standard" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="tags" label="Tags" extra="Comma-separated">
        <Input placeholder="portrait, photorealistic" />
      </Form.Item>
      {hasTriggerWords(category) && (
        <Form.Item name="triggerWords" label="Trigger Words" extra="Comma-separated">
          <Input placeholder="trigger word, another one" />
        </Form.Item>
      )}
      <Form.Item name="heroImage" label="Hero image URL">
        <Input type="url" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item
            name="defaultWidth"
            label="Default width"
            rules={[wholeNumber('Width', 64, 4096)]}
          >
            <InputNumber step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="defaultHeight"
            label="Default height"
            rules={[wholeNumber('Height', 64, 4096)]}
          >
            <InputNumber step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="defaultSteps"
            label="Default steps"
            rules={[wholeNumber('Steps', 1, 150)]}
          >
            <InputNumber step={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="defaultCFG"
            label="Default CFG"
            rules={[
              { type: 'number', min: 0, max: 50, message: 'CFG must be a number from 0 to 50' },
            ]}
          >
            <InputNumber step={0.1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="defaultScheduler" label="Default scheduler">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="isPrivate" label="Private" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {hasFeatures(category) && (
        <Form.Item name="features" label="Available Features">
          <Checkbox.Group
            options={MODEL_FEATURES.map(({ key, label }) => ({ value: key, label }))}
          />
        </Form.Item>
      )}
    </>
  );
}
