import { SearchOutlined } from '@ant-design/icons';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Card, Flex, Form, Image, Input, Select, Table, Tag, Typography } from 'antd';
import { type Key, useState } from 'react';
import {
  AdminImportModelsDocument,
  AdminProviderModelSearchDocument,
  type ModelType,
  type ProviderModelCategory,
  type ProviderModelResultFragment,
  type ProviderModelSearchInput,
} from '../../../graphql/generated/admin/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { useToast } from '../../../lib/useToast';
import type { AdminReference } from '../adminReference';
import { useJobRunner } from '../jobs/useJobRunner';
import { CATEGORY_MISSING_REASON, toImportInput } from './importInput';
import { DEFAULT_ACCESS_LEVEL, ImportPanel, type ImportOutcome } from './ImportPanel';
import { pageOffset, SEARCH_PAGE_SIZE } from './pageNumbers';
import {
  PROVIDER_ARCHITECTURES,
  PROVIDER_CATEGORIES,
  PROVIDER_TYPES,
  providerLabel,
} from './providerFilters';
import { SearchPagination } from './SearchPagination';
import { SEARCH_FAILED, searchFailureText } from './searchFailure';
import { TagList } from './TagList';

interface SearchCriteria {
  search?: string;
  type?: ModelType;
  category?: ProviderModelCategory;
  architecture?: string;
}

interface SearchResults {
  criteria: SearchCriteria;
  page: number;
  totalResults: number;
  results: ProviderModelResultFragment[];
}

interface ProviderSearchProps {
  reference: AdminReference;
  /** After an import: the stored-models list has new rows. */
  onImported: () => void;
  /** Opens the add dialog with one result's details. */
  onAddResult: (result: ProviderModelResultFragment) => void;
}

function searchInput(criteria: SearchCriteria, page: number): ProviderModelSearchInput {
  return {
    search: criteria.search?.trim() || null,
    type: criteria.type ?? null,
    category: criteria.category ?? null,
    architecture: criteria.architecture ?? null,
    offset: pageOffset(page),
    limit: SEARCH_PAGE_SIZE,
  };
}

/** Searches the provider's models, pages through them, and imports the chosen ones. */
export function ProviderSearch({ reference, onImported, onAddResult }: ProviderSearchProps) {
  const client = useApolloClient();
  const toast = useToast();
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<SearchResults | null>(null);
  const [selected, setSelected] = useState<Map<string, ProviderModelResultFragment>>(new Map());
  const [accessLevel, setAccessLevel] = useState<number | typeof DEFAULT_ACCESS_LEVEL>(
    DEFAULT_ACCESS_LEVEL,
  );
  const [outcome, setOutcome] = useState<ImportOutcome>(null);
  const [importModels] = useMutation(AdminImportModelsDocument, { fetchPolicy: 'no-cache' });
  const importJob = useJobRunner();

  /** Runs a search; `quiet` refreshes the current page after an import without toasts. */
  const search = async (criteria: SearchCriteria, page: number, { quiet = false } = {}) => {
    setSearching(true);
    try {
      const { data } = await client.query({
        query: AdminProviderModelSearchDocument,
        variables: { input: searchInput(criteria, page) },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('The search returned nothing');
      const { results, totalResults } = data.adminProviderModelSearch;
      setFound({ criteria, page, totalResults, results });
      if (quiet) return;
      if (results.length === 0) {
        toast({
          variant: 'info',
          title: 'No results',
          description: 'No models found with the specified search criteria.',
        });
      } else {
        toast({
          variant: 'success',
          title: 'Search results',
          description: `Showing ${results.length} models on page ${page} of total ${totalResults} results.`,
        });
      }
    } catch (error) {
      if (!quiet) {
        toast({ variant: 'error', title: SEARCH_FAILED, description: searchFailureText(error) });
      }
    } finally {
      setSearching(false);
    }
  };

  const startSearch = (criteria: SearchCriteria) => {
    setSelected(new Map());
    void search(criteria, 1);
  };

  const runImport = async () => {
    const models = [...selected.values()];
    setOutcome(null);
    let job;
    try {
      job = await importJob.run(async () => {
        const { data } = await importModels({
          variables: {
            input: {
              models: models.map(toImportInput),
              accessLevelId: accessLevel === DEFAULT_ACCESS_LEVEL ? null : accessLevel,
            },
          },
        });
        if (!data) throw new Error('The import did not start');
        return data.adminImportModels;
      });
    } catch (error) {
      setOutcome({ kind: 'failed' });
      toast({ variant: 'error', title: 'Import failed', description: errorMessage(error) });
      return;
    }
    const result = job.importResult;
    if (job.state !== 'completed' || !result) {
      setOutcome({ kind: 'failed' });
      toast({
        variant: 'error',
        title: 'Import failed',
        description: job.failedReason ?? undefined,
      });
      return;
    }
    setOutcome({ kind: 'completed', job });
    setSelected(new Map());
    if (result.total === 1 && result.failed === 1) {
      const reason = result.failures[0]?.reason ?? CATEGORY_MISSING_REASON;
      toast({
        variant: 'error',
        title: reason === CATEGORY_MISSING_REASON ? 'Model category missing' : 'Import failed',
        description: reason,
      });
    }
    onImported();
    if (found) void search(found.criteria, found.page, { quiet: true });
  };

  const toggle = (keys: Key[]) => {
    if (!found) return;
    const next = new Map(selected);
    // Selection spans pages: only this page's rows change here.
    for (const result of found.results) {
      if (keys.includes(result.air)) next.set(result.air, result);
      else next.delete(result.air);
    }
    setSelected(next);
  };

  return (
    <Card title="Search the provider's models">
      <Flex vertical gap={16}>
        <Form<SearchCriteria> layout="inline" onFinish={startSearch} name="provider-search">
          <Form.Item name="search" style={{ minWidth: 260, flex: 1 }}>
            <Input
              aria-label="Search provider models"
              placeholder="Search by name, tag or AIR"
              allowClear
            />
          </Form.Item>
          <Form.Item name="type">
            <Select
              aria-label="Type"
              placeholder="All types"
              allowClear
              style={{ width: 150 }}
              options={PROVIDER_TYPES}
            />
          </Form.Item>
          <Form.Item name="category">
            <Select
              aria-label="Category"
              placeholder="All categories"
              allowClear
              style={{ width: 160 }}
              options={PROVIDER_CATEGORIES}
            />
          </Form.Item>
          <Form.Item name="architecture">
            <Select
              aria-label="Architecture"
              placeholder="All architectures"
              allowClear
              style={{ width: 180 }}
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

        {found && (
          <>
            <ImportPanel
              reference={reference}
              selectedCount={selected.size}
              accessLevel={accessLevel}
              onAccessLevelChange={setAccessLevel}
              onImport={() => void runImport()}
              running={importJob.running}
              job={importJob.job}
              outcome={outcome}
            />
            <Table<ProviderModelResultFragment>
              rowKey="air"
              size="middle"
              loading={searching}
              dataSource={found.results}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: 'No models found with the specified search criteria.' }}
              rowSelection={{
                selectedRowKeys: [...selected.keys()],
                onChange: toggle,
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
                    result.mappedArchitecture ??
                    providerLabel(PROVIDER_ARCHITECTURES, result.architecture),
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
            <SearchPagination
              page={found.page}
              totalResults={found.totalResults}
              disabled={searching}
              onChange={(page) => void search(found.criteria, page)}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
