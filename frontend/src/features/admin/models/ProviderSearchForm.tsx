import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { ModelType, ProviderModelCategory } from '../../../graphql/generated/admin/graphql';
import { FilterSelect } from '../../../lib/FilterSelect';
import { PROVIDER_ARCHITECTURES, PROVIDER_CATEGORIES, PROVIDER_TYPES } from './providerFilters';

export interface SearchCriteria {
  search?: string;
  type?: ModelType;
  category?: ProviderModelCategory;
  architecture?: string;
}

interface ProviderSearchFormProps {
  searching: boolean;
  onSearch: (criteria: SearchCriteria) => void;
}

/** The search text and the type, category and architecture filters of a provider search. */
export function ProviderSearchForm({ searching, onSearch }: ProviderSearchFormProps) {
  return (
    <Form<SearchCriteria> layout="inline" onFinish={onSearch} name="provider-search">
      <Form.Item name="search" style={{ minWidth: 260, flex: 1 }}>
        <Input
          aria-label="Search provider models"
          placeholder="Search by name, tag or AIR"
          allowClear
        />
      </Form.Item>
      <Form.Item name="type">
        <FilterSelect label="Type" placeholder="All types" width={150} options={PROVIDER_TYPES} />
      </Form.Item>
      <Form.Item name="category">
        <FilterSelect
          label="Category"
          placeholder="All categories"
          width={160}
          options={PROVIDER_CATEGORIES}
        />
      </Form.Item>
      <Form.Item name="architecture">
        <FilterSelect
          label="Architecture"
          placeholder="All architectures"
          width={180}
          options={PROVIDER_ARCHITECTURES}
        />
      </Form.Item>
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SearchOutlined aria-hidden />}
          loading={searching}
        >
          Search
        </Button>
      </Form.Item>
    </Form>
  );
}
