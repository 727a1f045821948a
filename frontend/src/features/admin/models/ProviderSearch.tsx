import { Card, Flex } from 'antd';
import { type Key, useState } from 'react';
import type { ProviderModelResultFragment } from '../../../graphql/generated/admin/graphql';
import type { AdminReference } from '../adminReference';
import { ImportPanel } from './ImportPanel';
import { ProviderResultsTable } from './ProviderResultsTable';
import { type SearchCriteria, ProviderSearchForm } from './ProviderSearchForm';
import { SearchPagination } from './SearchPagination';
import { useModelImport } from './useModelImport';
import { useProviderSearch } from './useProviderSearch';

interface ProviderSearchProps {
  reference: AdminReference;
  /** After an import: the stored-models list has new rows. */
  onImported: () => void;
  /** Opens the add dialog with one result's details. */
  onAddResult: (result: ProviderModelResultFragment) => void;
}

/** Searches the provider's models, pages through them, and imports the chosen ones. */
export function ProviderSearch({ reference, onImported, onAddResult }: ProviderSearchProps) {
  const { searching, found, search } = useProviderSearch();
  const modelImport = useModelImport();
  const [selected, setSelected] = useState<Map<string, ProviderModelResultFragment>>(new Map());

  const startSearch = (criteria: SearchCriteria) => {
    setSelected(new Map());
    void search(criteria, 1);
  };

  const runImport = async () => {
    if (!(await modelImport.importModels([...selected.values()]))) return;
    setSelected(new Map());
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
        <ProviderSearchForm searching={searching} onSearch={startSearch} />

        {found && (
          <>
            <ImportPanel
              reference={reference}
              selectedCount={selected.size}
              accessLevel={modelImport.accessLevel}
              onAccessLevelChange={modelImport.setAccessLevel}
              onImport={() => void runImport()}
              running={modelImport.running}
              job={modelImport.job}
              outcome={modelImport.outcome}
            />
            <ProviderResultsTable
              results={found.results}
              loading={searching}
              selectedKeys={[...selected.keys()]}
              onSelectionChange={toggle}
              onAddResult={onAddResult}
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
