import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { InputRef } from 'antd';
import type { CatalogModel } from '../modelChoices';
import { type PickerOption, pickerList } from './pickerList';
import { type PickerKind, readRecentModels } from './recentModels';

interface ModelPickerStateOptions {
  kind: PickerKind;
  options: readonly PickerOption[];
  /** The chosen model's AIR. */
  value: string | undefined;
  onChange: (model: CatalogModel) => void;
}

/**
 * A model picker's state and keyboard: open or closed, the search, the option the arrow keys are
 * on, the models recently chosen; opening on the chosen model, closing on a click outside or Tab,
 * focus back on the picker once a model is chosen (see ModelPicker).
 */
export function useModelPickerState({ kind, options, value, onChange }: ModelPickerStateOptions) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  /** The option the arrow keys are on, as an index into the matches. */
  const [active, setActive] = useState(0);
  /** The models recently chosen here, read as the list opens. */
  const [recent, setRecent] = useState<readonly string[]>([]);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<InputRef>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const selected = options.find((option) => option.model.civitAIR === value)?.model;
  const list = pickerList(options, search, recent);
  const matches = list.choosable;
  const activeIndex = Math.min(active, matches.length - 1);
  const activeMatch = matches[activeIndex];

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  // The active option stays in sight as the arrow keys move through a long list.
  const activeId = activeMatch ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (open && activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeId]);

  /** Opens on the chosen model, or with a search typed on the closed picker. */
  const openList = (initialSearch = '') => {
    const recentAirs = readRecentModels(kind);
    const selectedIndex = pickerList(options, initialSearch, recentAirs).choosable.findIndex(
      (option) => option.model.civitAIR === value,
    );
    setRecent(recentAirs);
    setSearch(initialSearch);
    setActive(initialSearch || selectedIndex < 0 ? 0 : selectedIndex);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setSearch('');
    triggerRef.current?.focus();
  };

  const choose = (model: CatalogModel) => {
    onChange(model);
    close();
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (open) return;
    const typed =
      event.key.length === 1 &&
      event.key !== ' ' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || typed) {
      event.preventDefault();
      openList(typed ? event.key : '');
    }
  };

  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(Math.max(0, Math.min(matches.length - 1, activeIndex + step)));
    }
    if (event.key === 'Escape') {
      // Only the list closes, not a dialog the picker is in.
      event.stopPropagation();
      close();
    }
    if (event.key === 'Enter' && activeMatch) {
      event.preventDefault();
      choose(activeMatch.model);
    }
  };

  // Tabbing away closes the list; clicks outside close it through the mousedown listener.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !containerRef.current?.contains(next)) {
      setOpen(false);
      setSearch('');
    }
  };

  return {
    open,
    search,
    setSearch,
    setActive,
    containerRef,
    triggerRef,
    searchRef,
    listId,
    optionId,
    selected,
    list,
    activeIndex,
    activeId,
    openList,
    close,
    choose,
    onTriggerKey,
    onSearchKey,
    onBlur,
  };
}
