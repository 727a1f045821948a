import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { type CreationFilters, filterCount, NO_FILTERS } from './creationFilters';

/** A pause in typing this long sends the search: one request per pause, not per keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface GalleryFiltersState {
  /** The filters as the controls show them (the search as typed). */
  draft: CreationFilters;
  /** The filters the list is asked with (the search once typing pauses). */
  applied: CreationFilters;
  active: boolean;
  /** How many filters are set (as the controls show them). */
  count: number;
  /** On a phone the filters fold behind a button: whether they are unfolded. */
  shown: boolean;
  toggleShown: () => void;
  setSearch: (search: string) => void;
  setModel: (model: string | null) => void;
  setRange: (range: { from: string; to: string } | null) => void;
  clear: () => void;
}

/**
 * The gallery's filters, kept by the page so they stay as tabs change (unfolded on a phone, too).
 * A search emptied applies at once (nothing to wait for); words apply once typing pauses.
 */
export function useGalleryFilters(): GalleryFiltersState {
  const [draft, setDraft] = useState<CreationFilters>(NO_FILTERS);
  const [shown, setShown] = useState(false);
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
  const toggleShown = useCallback(() => setShown((open) => !open), []);

  const count = filterCount(draft);
  return {
    draft,
    applied,
    active: count > 0,
    count,
    shown,
    toggleShown,
    setSearch,
    setModel,
    setRange,
    clear,
  };
}
