import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

interface AddOnHeadingProps {
  title: string;
  addText: string;
  /** Opens the add dialog; without it the button is left out (nothing more can be added). */
  onAdd?: () => void;
}

/** An add-on section's title with its 'Add …' button. */
export function AddOnHeading({ title, addText, onAdd }: AddOnHeadingProps) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {onAdd && (
        <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {addText}
        </Button>
      )}
    </Flex>
  );
}

/** The first line of a chosen add-on's card: its name and the button that removes it. */
export function ChosenAddOn({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Flex justify="space-between" align="center">
      <Typography.Text strong ellipsis>
        {name}
      </Typography.Text>
      <Button
        type="text"
        danger
        size="small"
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      />
    </Flex>
  );
}
