import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Select, Tag, Typography } from 'antd';
import type {
  AdminModelFilter,
  AdminModelFragment,
  ModelTypeFilter,
} from '../../../graphql/generated/admin/graphql';
import {
  accessLevelName,
  accessLevelOptions,
  type AdminReference,
  architectureName,
  categoryName,
} from '../adminReference';
import { AdminSearch } from '../shared/AdminSearch';
import { PagedAdminTable } from '../shared/PagedAdminTable';
import { TagList } from './TagList';
import type { StoredModels as StoredModelsList } from './useStoredModels';

/** The database search also knows the Style type (spec: "Style exists for the internal search"). */
const STORED_MODEL_TYPES: { value: ModelTypeFilter; label: string }[] = [
  { value: 'base', label: 'Base' },
  { value: 'inpainting', label: 'Inpainting' },
  { value: 'refiner', label: 'Refiner' },
  { value: 'style', label: 'Style' },
];

interface StoredModelsProps {
  reference: AdminReference;
  storedModels: StoredModelsList;
  onAdd: () => void;
  onEdit: (model: AdminModelFragment) => void;
  onDelete: (model: AdminModelFragment) => void;
}

/** Models in the database: search, filters, and each model's edit and delete. */
export function StoredModels({
  reference,
  storedModels,
  onAdd,
  onEdit,
  onDelete,
}: StoredModelsProps) {
  const { filter, setFilter } = storedModels;
  const change = (patch: AdminModelFilter) => setFilter({ ...filter, ...patch });

  return (
    <Card
      title="Models in the database"
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          Add model
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Flex wrap gap={8}>
          <AdminSearch
            label="Search stored models"
            placeholder="Search by name, version, AIR or tag"
            style={{ width: 320 }}
            onSearch={(text) => change({ search: text || null })}
          />
          <Select
            aria-label="Category filter"
            placeholder="All categories"
            allowClear
            style={{ width: 180 }}
            value={filter.modelCategoryId ?? undefined}
            onChange={(value?: number) => change({ modelCategoryId: value ?? null })}
            options={reference.modelCategories.map((entry) => ({
              value: entry.id,
              label: entry.category,
            }))}
          />
          <Select
            aria-label="Architecture filter"
            placeholder="All architectures"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 180 }}
            value={filter.architectureId ?? undefined}
            onChange={(value?: number) => change({ architectureId: value ?? null })}
            options={reference.architectures.map((entry) => ({
              value: entry.id,
              label: entry.architecture,
            }))}
          />
          <Select
            aria-label="Type filter"
            placeholder="All types"
            allowClear
            style={{ width: 140 }}
            value={filter.modelType ?? undefined}
            onChange={(value?: ModelTypeFilter) => change({ modelType: value ?? null })}
            options={STORED_MODEL_TYPES}
          />
          <Select
            aria-label="Access level filter"
            placeholder="All access levels"
            allowClear
            style={{ width: 170 }}
            value={filter.accessLevelId ?? undefined}
            onChange={(value?: number) => change({ accessLevelId: value ?? null })}
            options={accessLevelOptions(reference)}
          />
        </Flex>
        <PagedAdminTable<AdminModelFragment>
          columns={[
            {
              key: 'name',
              title: 'Name',
              render: (_, model) => (
                <Flex vertical>
                  <Typography.Text strong>{model.name}</Typography.Text>
                  {model.version && (
                    <Typography.Text type="secondary">{model.version}</Typography.Text>
                  )}
                </Flex>
              ),
            },
            {
              key: 'air',
              title: 'AIR',
              render: (_, model) => <Typography.Text code>{model.civitAIR}</Typography.Text>,
            },
            {
              key: 'category',
              title: 'Category',
              render: (_, model) => categoryName(reference, model.modelCategoryId),
            },
            {
              key: 'architecture',
              title: 'Architecture',
              render: (_, model) => architectureName(reference, model.architectureId),
            },
            { key: 'type', title: 'Type', render: (_, model) => model.modelType ?? '—' },
            {
              key: 'access',
              title: 'Access level',
              render: (_, model) => (
                <Flex gap={4}>
                  {accessLevelName(reference, model.accessLevelId)}
                  {model.isPrivate && <Tag color="red">Private</Tag>}
                </Flex>
              ),
            },
            { key: 'tags', title: 'Tags', render: (_, model) => <TagList tags={model.tags} /> },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, model) => (
                <Flex gap={4}>
                  <Button
                    icon={<EditOutlined aria-hidden />}
                    aria-label={`Edit ${model.name}`}
                    onClick={() => onEdit(model)}
                  />
                  <Button
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Delete ${model.name}`}
                    onClick={() => onDelete(model)}
                  />
                </Flex>
              ),
            },
          ]}
          list={storedModels}
          loadFailedTitle="Could not load the models"
          emptyText="No models found in the database"
          noun="models"
        />
      </Flex>
    </Card>
  );
}
