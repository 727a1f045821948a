import { Button, Flex, Image, Table, Tag, Typography } from 'antd';
import type { Key } from 'react';
import type { ProviderModelResultFragment } from '../../../graphql/generated/admin/graphql';
import {
  PROVIDER_ARCHITECTURES,
  PROVIDER_CATEGORIES,
  PROVIDER_TYPES,
  providerLabel,
} from './providerFilters';
import { TagList } from './TagList';

interface ProviderResultsTableProps {
  results: ProviderModelResultFragment[];
  loading: boolean;
  selectedKeys: Key[];
  onSelectionChange: (keys: Key[]) => void;
  /** Opens the add dialog with one result's details. */
  onAddResult: (result: ProviderModelResultFragment) => void;
}

/** One page of provider search results: selectable for import, or added one at a time. */
export function ProviderResultsTable({
  results,
  loading,
  selectedKeys,
  onSelectionChange,
  onAddResult,
}: ProviderResultsTableProps) {
  return (
    <Table<ProviderModelResultFragment>
      rowKey="air"
      size="middle"
      loading={loading}
      dataSource={results}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No models found with the specified search criteria.' }}
      rowSelection={{
        selectedRowKeys: selectedKeys,
        onChange: onSelectionChange,
        getCheckboxProps: (result) => ({
          disabled: result.alreadyImported,
          'aria-label': `Select ${result.name}`,
        }),
      }}
      columns={[
        {
          key: 'image',
          title: '',
          width: 64,
          render: (_, result) =>
            result.heroImage ? (
              <Image
                src={result.heroImage}
                alt=""
                width={48}
                height={48}
                style={{ objectFit: 'cover', borderRadius: 4 }}
                preview={false}
              />
            ) : null,
        },
        {
          key: 'name',
          title: 'Model',
          render: (_, result) => (
            <Flex vertical>
              <Typography.Text strong>{result.name}</Typography.Text>
              {result.version && (
                <Typography.Text type="secondary">{result.version}</Typography.Text>
              )}
              <Typography.Text code style={{ fontSize: 12 }}>
                {result.air}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'category',
          title: 'Category',
          render: (_, result) => (
            <Flex vertical>
              {providerLabel(PROVIDER_CATEGORIES, result.category)}
              {result.type && (
                <Typography.Text type="secondary">
                  {providerLabel(PROVIDER_TYPES, result.type)}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        {
          key: 'architecture',
          title: 'Architecture',
          render: (_, result) =>
            result.mappedArchitecture ?? providerLabel(PROVIDER_ARCHITECTURES, result.architecture),
        },
        {
          key: 'tags',
          title: 'Tags',
          render: (_, result) => <TagList tags={result.tags} />,
        },
        {
          key: 'status',
          title: 'Status',
          render: (_, result) => (
            <Flex vertical gap={4} align="start">
              {result.alreadyImported && <Tag color="green">Already Imported</Tag>}
              {!result.alreadyImported && !result.mappedCategory && (
                <Tag color="orange">No matching category</Tag>
              )}
              {result.private && <Tag color="red">Private</Tag>}
            </Flex>
          ),
        },
        {
          key: 'add',
          title: '',
          render: (_, result) => (
            <Button
              size="small"
              disabled={result.alreadyImported}
              aria-label={`Add ${result.name} to the database`}
              onClick={() => onAddResult(result)}
            >
              Add…
            </Button>
          ),
        },
      ]}
    />
  );
}
