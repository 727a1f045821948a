import { Flex, Modal, Typography } from 'antd';

interface ReplacePromptDialogProps {
  /** The text offered for the prompt; null when closed. */
  offered: string | null;
  /** The prompt it would replace. */
  current: string;
  onReplace: (text: string) => void;
  onCancel: () => void;
}

/** Asks before a description of an image overwrites a prompt the user wrote. */
export function ReplacePromptDialog({
  offered,
  current,
  onReplace,
  onCancel,
}: ReplacePromptDialogProps) {
  return (
    <Modal
      open={offered !== null}
      title="Replace the prompt?"
      okText="Replace prompt"
      cancelText="Keep current prompt"
      onOk={() => offered !== null && onReplace(offered)}
      onCancel={onCancel}
    >
      <Flex vertical gap={8}>
        <div>
          <Typography.Text strong>Your prompt</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {current}
          </Typography.Paragraph>
        </div>
        <div>
          <Typography.Text strong>Description of the image</Typography.Text>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            {offered}
          </Typography.Paragraph>
        </div>
      </Flex>
    </Modal>
  );
}
