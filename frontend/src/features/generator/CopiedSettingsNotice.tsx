import { Alert, Button, Flex } from 'antd';

interface CopiedSettingsNoticeProps {
  onApply: () => void;
  onDismiss: () => void;
}

/** Offers the settings copied from the gallery ("Copy Settings to Dashboard"). */
export function CopiedSettingsNotice({ onApply, onDismiss }: CopiedSettingsNoticeProps) {
  return (
    <Alert
      type="info"
      showIcon
      title="Settings copied from the gallery"
      description="Use the prompt, model and parameters of the image you copied them from."
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
