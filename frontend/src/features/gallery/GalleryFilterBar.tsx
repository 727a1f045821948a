import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { type ReactNode, Suspense, useId } from 'react';
import { SEARCH_MAX_LENGTH } from '../../graphql/generated/limits';
import { DeferredDateRangeFilter, DeferredModelFilter } from './deferred';
import type { GalleryFiltersState } from './useGalleryFilters';

/** The longest search `creations` takes. */

/** Where a deferred filter arrives: its size, so the bar does not shift when it does. */
function FilterSpace({ width }: { width: string | number }) {
  return <span style={{ display: 'inline-block', width, height: 32 }} />;
}

interface GalleryFilterBarProps {
  filters: GalleryFiltersState;
  /** One filter under the other, each the full width (a phone's unfolded filters). */
  stacked?: boolean;
}

/**
 * Search, model and date filters above the grid, and "Clear filters". The model and date filters
 * come with the gallery's deferred chunk, fetched as the gallery shows.
 */
export function GalleryFilterBar({ filters, stacked = false }: GalleryFilterBarProps) {
  const { draft } = filters;
  return (
    <Flex
      gap={8}
      wrap
      vertical={stacked}
      align={stacked ? 'flex-start' : 'center'}
      role="search"
      aria-label="Filter images"
    >
      <Input
        type="search"
        aria-label="Search prompts"
        placeholder="Search prompts"
        prefix={<SearchOutlined aria-hidden />}
        value={draft.search}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => filters.setSearch(event.target.value)}
        style={{ width: stacked ? '100%' : 'min(100%, 260px)' }}
      />
      <Suspense fallback={<FilterSpace width={stacked ? '100%' : 'min(100%, 220px)'} />}>
        <DeferredModelFilter value={draft.model} onChange={filters.setModel} block={stacked} />
      </Suspense>
      <Suspense fallback={<FilterSpace width={stacked ? '100%' : 250} />}>
        <DeferredDateRangeFilter
          from={draft.from}
          to={draft.to}
          onChange={filters.setRange}
          block={stacked}
        />
      </Suspense>
      <Button onClick={filters.clear} disabled={!filters.active}>
        Clear filters
      </Button>
    </Flex>
  );
}

interface FoldedFilterBarProps {
  filters: GalleryFiltersState;
  /** Kept on the button's line (the gallery's Select). */
  children?: ReactNode;
}

/**
 * A phone's filters: folded behind "Filters", which counts those set, so the grid starts near the
 * top of the first screen; unfolded, one under the other below the button.
 */
export function FoldedFilterBar({ filters, children }: FoldedFilterBarProps) {
  const panelId = useId();
  const { count, shown } = filters;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} justify="space-between" align="center">
        <Button
          icon={<FilterOutlined aria-hidden />}
          type={count > 0 ? 'primary' : 'default'}
          ghost={count > 0}
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={filters.toggleShown}
        >
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </Button>
        {children}
      </Flex>
      <div id={panelId} hidden={!shown}>
        {shown && <GalleryFilterBar filters={filters} stacked />}
      </div>
    </Flex>
  );
}
