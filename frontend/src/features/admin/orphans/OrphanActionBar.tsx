import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm } from 'antd';

interface OrphanActionBarProps {
  selectedCount: number;
  /** A job runs: nothing else may start. */
  busy: boolean;
  onDeleteSelected: () => void;
  onDeleteAll: () => void;
}

/** Deletes the selected orphan files, or all of them after a confirmation. */
export function OrphanActionBar({
  selectedCount,
  busy,
  onDeleteSelected,
  onDeleteAll,
}: OrphanActionBarProps) {
  return (
    <Flex gap={8} wrap>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        disabled={busy}
        onClick={onDeleteSelected}
      >
        Delete selected ({selectedCount})
      </Button>
      <Popconfirm
        title="Delete all orphan files?"
        description="Every orphan file found in storage is deleted."
        okText="Delete all"
        okButtonProps={{ danger: true }}
        onConfirm={onDeleteAll}
        disabled={busy}
      >
        <Button danger type="primary" disabled={busy}>
          Delete all
        </Button>
      </Popconfirm>
    </Flex>
  );
}
