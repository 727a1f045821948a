import { Table, Typography } from 'antd';
import type { Key } from 'react';
import { formatUsdFixed } from '../../../lib/format';
import { dateTime } from '../adminFormat';
import { formatOrphanFileSize } from './orphanFormat';
import { ORPHAN_PAGE_SIZE } from './useOrphanFiles';

type OrphanFile = {
  key: string;
  size: number;
  estimatedCost: number;
  lastModified: string;
};

interface OrphanFilesTableProps {
  files: OrphanFile[];
  /** All files in the report, over every page. */
  totalFiles: number;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
  /** Kept across pages. */
  selectedKeys: Key[];
  onSelectionChange: (keys: Key[]) => void;
}

/** One page of the report's orphan files, selectable for deletion. */
export function OrphanFilesTable({
  files,
  totalFiles,
  loading,
  page,
  onPageChange,
  selectedKeys,
  onSelectionChange,
}: OrphanFilesTableProps) {
  return (
    <Table<OrphanFile>
      rowKey="key"
      size="small"
      loading={loading}
      dataSource={files}
      scroll={{ x: 'max-content' }}
      rowSelection={{
        selectedRowKeys: selectedKeys,
        onChange: onSelectionChange,
        preserveSelectedRowKeys: true,
        getCheckboxProps: (file) => ({ 'aria-label': `Select ${file.key}` }),
      }}
      pagination={{
        current: page,
        pageSize: ORPHAN_PAGE_SIZE,
        total: totalFiles,
        showSizeChanger: false,
        onChange: onPageChange,
      }}
      columns={[
        {
          key: 'key',
          title: 'Key',
          render: (_, file) => <Typography.Text code>{file.key}</Typography.Text>,
        },
        {
          key: 'size',
          title: 'Size',
          render: (_, file) => formatOrphanFileSize(file.size),
        },
        {
          key: 'cost',
          title: 'Estimated cost',
          render: (_, file) => formatUsdFixed(file.estimatedCost, 4),
        },
        {
          key: 'modified',
          title: 'Last modified',
          render: (_, file) => dateTime(file.lastModified),
        },
      ]}
    />
  );
}
