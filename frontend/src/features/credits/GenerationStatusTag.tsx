import { Tag } from 'antd';

const STATUS_TAGS: Record<string, { color: string; label: string }> = {
  succeeded: { color: 'success', label: 'Succeeded' },
  failed: { color: 'error', label: 'Failed' },
  pending: { color: 'processing', label: 'Pending' },
  running: { color: 'processing', label: 'Running' },
  unknown: { color: 'warning', label: 'Awaiting provider' },
};

/** A generation's outcome as a coloured tag. */
export function GenerationStatusTag({ status }: { status: string }) {
  const tag = STATUS_TAGS[status] ?? { color: 'default', label: status };
  return (
    <Tag color={tag.color} style={{ marginInlineEnd: 0 }}>
      {tag.label}
    </Tag>
  );
}
