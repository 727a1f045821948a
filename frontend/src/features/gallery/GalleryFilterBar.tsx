import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Flex, Input, Select } from 'antd';
import { Suspense, useId, useMemo, useState } from 'react';
import { GalleryModelsDocument } from '../../graphql/generated/graphql';
import { DeferredDateRangeFilter } from './deferred';
import { modelLabel } from './generationDetails';
import type { GalleryFiltersState } from './useGalleryFilters';

/** The model select's value for "no model filter" (a Select option cannot be null). */
const ALL_MODELS = '';

/** The longest search `creations` takes. */
const MAX_SEARCH_LENGTH = 3000;

interface GalleryFilterBarProps {
  filters: GalleryFiltersState;
  /** The models of the images loaded so far (AIR identifiers), offered beside the catalogue's. */
  loadedModelIds: readonly string[];
}

/**
 * Search, model and date filters above the grid, and "Clear filters". The model list is the
 * catalogue the Generation Details panel reads (asked once the select is first used) plus the
 * models of the images loaded, so a model since removed from the catalogue can still be picked.
 */
export function GalleryFilterBar({ filters, loadedModelIds }: GalleryFilterBarProps) {
  const { draft } = filters;
  // An id of our own: antd's generated ones are all alike in tests, and a modal title's must be unique.
  const modelSelectId = useId();
  const [modelsWanted, setModelsWanted] = useState(false);
  const catalogue = useQuery(GalleryModelsDocument, { skip: !modelsWanted });

  const modelOptions = useMemo(() => {
    const known = catalogue.data?.models ?? [];
    const ids = new Set([
      ...known.map((model) => model.civitAIR),
      ...loadedModelIds,
      ...(draft.model ? [draft.model] : []),
    ]);
    const options = [...ids]
      .filter((id) => id.trim() !== '')
      .map((id) => ({ value: id, label: modelLabel(id, known) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return [{ value: ALL_MODELS, label: 'All models' }, ...options];
  }, [catalogue.data, loadedModelIds, draft.model]);

  return (
    <Flex gap={8} wrap align="center" role="search" aria-label="Filter images">
      <Input
        type="search"
        aria-label="Search prompts"
        placeholder="Search prompts"
        prefix={<SearchOutlined aria-hidden />}
        value={draft.search}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => filters.setSearch(event.target.value)}
        style={{ width: 'min(100%, 260px)' }}
      />
      <Select
        id={modelSelectId}
        aria-label="Model"
        value={draft.model ?? ALL_MODELS}
        onChange={(value: string) => filters.setModel(value === ALL_MODELS ? null : value)}
        onFocus={() => setModelsWanted(true)}
        onOpenChange={(open) => open && setModelsWanted(true)}
        loading={catalogue.loading}
        options={modelOptions}
        showSearch={{ optionFilterProp: 'label' }}
        virtual={false}
        popupMatchSelectWidth={false}
        style={{ width: 'min(100%, 220px)' }}
      />
      {/* Sized like the picker, so the bar does not shift when it arrives. */}
      <Suspense fallback={<span style={{ display: 'inline-block', width: 250, height: 32 }} />}>
        <DeferredDateRangeFilter from={draft.from} to={draft.to} onChange={filters.setRange} />
      </Suspense>
      <Button onClick={filters.clear} disabled={!filters.active}>
        Clear filters
      </Button>
    </Flex>
  );
}
