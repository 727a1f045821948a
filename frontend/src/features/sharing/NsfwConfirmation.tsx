import { Alert, Checkbox, Flex, Form } from 'antd';

export const NSFW_CONFIRM_MESSAGE = 'Confirm that you want to share it to create the link.';

/**
 * The warning and the confirmation the share dialog asks for when the provider's content check
 * flagged the image (or an image of the folder) as adult content. Inside the dialog's form.
 */
export function NsfwConfirmation({ kind }: { kind: 'creation' | 'folder' }) {
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Alert
        type="warning"
        showIcon
        title={
          kind === 'folder'
            ? 'This folder holds images that may contain adult content'
            : 'This image may contain adult content'
        }
        description="The provider's content check flagged it as NSFW. Viewers see it blurred until they choose to show it."
      />
      <Form.Item
        name="confirmNsfw"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, checked: boolean) => {
              if (!checked) throw new Error(NSFW_CONFIRM_MESSAGE);
            },
          },
        ]}
        style={{ marginBottom: 0 }}
      >
        <Checkbox>I confirm that I want to share adult content</Checkbox>
      </Form.Item>
    </Flex>
  );
}
