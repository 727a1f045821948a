import { Flex, Tag, Tooltip } from 'antd';
import { summarizeTags } from './tagSummary';

/** The first three tags, then "+N more" with the rest in a tooltip. */
export function TagList({ tags }: { tags: readonly string[] }) {
  const { shown, more } = summarizeTags(tags);
  return (
    <Flex wrap gap={4}>
      {shown.map((tag) => (
        <Tag key={tag} style={{ marginInlineEnd: 0 }}>
          {tag}
        </Tag>
      ))}
      {more > 0 && (
        <Tooltip title={tags.slice(shown.length).join(', ')}>
          <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
            +{more} more
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
