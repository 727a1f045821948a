import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { Suspense } from 'react';
import { DeferredDateRangeFilter, DeferredModelFilter } from './deferred';
import type { GalleryFiltersState } from './useGalleryFilters';

/** The longest search `creations` takes. */
const MAX_SEARCH_LENGTH = 3000;

/** Where a deferred filter arrives: its size, so the bar does not shift when it does. */
function FilterSpace({ width }: { width: string | number }) {
  return <span style={{ display: 'inline-block', width, height: 32 }} />;
}

interface GalleryFilterBarProps {
  filters: GalleryFiltersState;
}

/**
 * Search, model and date filters above the grid, and "Clear filters". The model and date filters
 * come with the gallery's deferred chunk, fetched as the gallery shows.
 */
export function GalleryFilterBar({ filters }: GalleryFilterBarProps) {
  const { draft } = filters;
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
      <Suspense fallback={<FilterSpace width="min(100%, 220px)" />}>
        <DeferredModelFilter value={draft.model} onChange={filters.setModel} />
      </Suspense>
      <Suspense fallback={<FilterSpace width={250} />}>
        <DeferredDateRangeFilter from={draft.from} to={draft.to} onChange={filters.setRange} />
      </Suspense>
      <Button onClick={filters.clear} disabled={!filters.active}>
        Clear filters
      </Button>
    </Flex>
  );
}
