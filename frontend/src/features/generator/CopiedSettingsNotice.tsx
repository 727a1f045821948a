import { Alert, Button, Flex } from 'antd';

interface CopiedSettingsNoticeProps {
  onApply: () => void;
  onDismiss: () => void;
}

/**
 * Offers copied settings: the gallery's "Copy Settings to Dashboard" or the generation history's
 * "Open in dashboard".
 */
export function CopiedSettingsNotice({ onApply, onDismiss }: CopiedSettingsNoticeProps) {
  return (
    <Alert
      type="info"
      showIcon
      title="Copied settings are ready"
      description="Use the prompt, model and parameters you copied to the dashboard."
      action={
        <Flex vertical gap={4}>
          <Button size="small" type="primary" onClick={onApply}>
            Apply
          </Button>
          <Button size="small" onClick={onDismiss}>
            Dismiss
          </Button>
        </Flex>
      }
    />
  );
}
