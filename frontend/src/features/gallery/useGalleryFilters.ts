import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { type CreationFilters, hasFilters, NO_FILTERS } from './creationFilters';

/** A pause in typing this long sends the search: one request per pause, not per keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface GalleryFiltersState {
  /** The filters as the controls show them (the search as typed). */
  draft: CreationFilters;
  /** The filters the list is asked with (the search once typing pauses). */
  applied: CreationFilters;
  active: boolean;
  setSearch: (search: string) => void;
  setModel: (model: string | null) => void;
  setRange: (range: { from: string; to: string } | null) => void;
  clear: () => void;
}

/**
 * The gallery's filters, kept by the page so they stay as tabs change. A search emptied applies
 * at once (nothing to wait for); words apply once typing pauses.
 */
export function useGalleryFilters(): GalleryFiltersState {
  const [draft, setDraft] = useState<CreationFilters>(NO_FILTERS);
  const settledSearch = useDebouncedValue(draft.search, SEARCH_DEBOUNCE_MS);
  const search = draft.search.trim() === '' ? '' : settledSearch;

  const applied = useMemo(() => ({ ...draft, search }), [draft, search]);

  const setSearch = useCallback((value: string) => setDraft((f) => ({ ...f, search: value })), []);
  const setModel = useCallback((model: string | null) => setDraft((f) => ({ ...f, model })), []);
  const setRange = useCallback(
    (range: { from: string; to: string } | null) =>
      setDraft((f) => ({ ...f, from: range?.from ?? null, to: range?.to ?? null })),
    [],
  );
  const clear = useCallback(() => setDraft(NO_FILTERS), []);

  return { draft, applied, active: hasFilters(draft), setSearch, setModel, setRange, clear };
}
