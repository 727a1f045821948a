import { Flex, Select, Typography } from 'antd';
import type { GeneratorFoldersQuery } from '../../../graphql/generated/graphql';

type Folder = GeneratorFoldersQuery['folders'][number];

const ASK = '';

interface FolderSelectorProps {
  folders: readonly Folder[];
  loading: boolean;
  /** The folder results are saved to without asking; null asks each time. */
  value: string | null;
  onChange: (folder: string | null) => void;
}

/** Above the results: where 'Save to folder' puts an image without asking. */
export function FolderSelector({ folders, loading, value, onChange }: FolderSelectorProps) {
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text>
        <label htmlFor="generator-folder">Save to folder</label>
      </Typography.Text>
      <Select
        id="generator-folder"
        style={{ minWidth: 220 }}
        loading={loading}
        value={value ?? ASK}
        onChange={(folder: string) => onChange(folder === ASK ? null : folder)}
        options={[
          { value: ASK, label: 'Ask each time' },
          ...folders.map((folder) => ({ value: folder.name, label: folder.name })),
        ]}
      />
    </Flex>
  );
}
