import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * The images picked in select mode, among those loaded. A plain click toggles one; a shift-click
 * selects every image from the one clicked last to this one. Only loaded images count: one
 * deleted or moved out of the tab leaves the selection by itself.
 */
export function useCreationSelection(items: readonly { id: string }[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const lastClicked = useRef<string | null>(null);

  /** The selected ids, in the list's order. */
  const selectedIds = useMemo(
    () => items.filter((item) => picked.has(item.id)).map((item) => item.id),
    [items, picked],
  );

  const toggle = useCallback(
    (id: string, { range = false } = {}) => {
      const ids = items.map((item) => item.id);
      const from = lastClicked.current === null ? -1 : ids.indexOf(lastClicked.current);
      const to = ids.indexOf(id);
      lastClicked.current = id;
      setPicked((current) => {
        const next = new Set(current);
        if (range && from >= 0 && to >= 0) {
          for (const rangeId of ids.slice(Math.min(from, to), Math.max(from, to) + 1)) {
            next.add(rangeId);
          }
        } else if (next.has(id)) {
          next.delete(id);
        } else {
          next.add(id);
        }
        return next;
      });
    },
    [items],
  );

  const selectAll = useCallback(() => setPicked(new Set(items.map((item) => item.id))), [items]);

  const clear = useCallback(() => {
    lastClicked.current = null;
    setPicked(new Set());
  }, []);

  const isSelected = useCallback((id: string) => picked.has(id), [picked]);

  return { selectedIds, isSelected, toggle, selectAll, clear };
}

export type CreationSelection = ReturnType<typeof useCreationSelection>;
