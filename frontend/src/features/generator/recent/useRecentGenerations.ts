import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RecentGenerationsDocument } from '../../../graphql/generated/graphql';
import type { GenerationParameters } from '../generationParameters';
import type { GenerationResults, RestoreOrigin } from '../state/useGeneration';
import { recentEntries } from './recentEntries';
import {
  type ImageSize,
  type RecentGeneration,
  restoreGeneration,
  settingsOf,
} from './restoreGeneration';

import { RECENT_GENERATIONS_VARIABLES } from './recentGenerationsVariables';

const NONE: readonly RecentGeneration[] = [];

interface RecentGenerationsOptions {
  /** True while the preview shows nothing: the newest results are then shown as the page opens. */
  previewEmpty: boolean;
  /**
   * The form's model once it is settled (null until then): the results shown as the page opens
   * are the newest made with it, never another model's beside the form's settings.
   */
  formModel: string | null;
  /** Shows past results; `settings` are those they were made with (null when unknown). */
  onRestore: (
    results: GenerationResults,
    origin: RestoreOrigin,
    settings: GenerationParameters | null,
  ) => void;
}

/**
 * The user's recent generations from the server, so a reload, another page or another device
 * loses nothing: the strip's entries, picking one to show it again (with its settings), and
 * showing the newest made with the form's model on load when the preview is empty. A tool result
 * whose source is out of reach waits for its thumbnail to tell its size (see restoreGeneration).
 */
export function useRecentGenerations({
  previewEmpty,
  formModel,
  onRestore,
}: RecentGenerationsOptions) {
  'use memo';
  // The visit's fresh answer is asked for by DashboardWarmUp, beside the signed-in user; this
  // reads it from the cache (or joins it in flight).
  const { data, refetch } = useQuery(RecentGenerationsDocument, {
    variables: RECENT_GENERATIONS_VARIABLES,
  });
  const generations = data?.myGenerations.items ?? NONE;
  // Read only when restoring, so a ref: sixteen thumbnails loading cost no render each.
  const measured = useRef(new Map<string, ImageSize>());
  // Provider URLs expire: an entry whose thumbnail no longer loads is left out.
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const [waiting, setWaiting] = useState<{ id: string; origin: RestoreOrigin } | null>(null);
  const restoreTo = useRef(onRestore);
  useEffect(() => {
    restoreTo.current = onRestore;
  }, [onRestore]);

  const entries = useMemo(
    () => recentEntries(generations).filter((entry) => !broken.has(entry.thumbnailUrl)),
    [generations, broken],
  );

  const restore = useCallback(
    (id: string, origin: RestoreOrigin) => {
      const generation = generations.find((candidate) => candidate.id === id);
      const results = generation
        ? restoreGeneration(generation, generations, measured.current)
        : null;
      if (generation && results) {
        restoreTo.current(results, origin, settingsOf(generation, generations));
      }
      setWaiting(results || !generation ? null : { id, origin });
    },
    [generations],
  );

  const pick = useCallback((id: string) => restore(id, 'picked'), [restore]);

  // Once, when the page opens on an empty preview: the newest results that do not belong to
  // another model than the form's (a tool's result of unknown source belongs to none).
  const openingChecked = useRef(false);
  const opening = useMemo(() => {
    if (formModel === null) return undefined;
    return entries.find((entry) => {
      const generation = generations.find((candidate) => candidate.id === entry.id);
      const model = generation && settingsOf(generation, generations)?.model_id;
      return model === undefined || model === formModel;
    })?.id;
  }, [entries, generations, formModel]);
  useEffect(() => {
    if (openingChecked.current || !data || formModel === null) return;
    openingChecked.current = true;
    if (previewEmpty && opening) restore(opening, 'onLoad');
  }, [data, formModel, previewEmpty, opening, restore]);

  const thumbnailLoaded = useCallback(
    (entryId: string, url: string, size: ImageSize) => {
      if (size.width <= 0 || size.height <= 0) return;
      measured.current.set(url, size);
      if (waiting?.id !== entryId) return;
      // An opening restore gives way to anything the user has put on the preview since.
      if (waiting.origin === 'picked' || previewEmpty) restore(entryId, waiting.origin);
      else setWaiting(null);
    },
    [waiting, previewEmpty, restore],
  );

  const thumbnailFailed = useCallback((entryId: string, url: string) => {
    setBroken((current) => new Set(current).add(url));
    setWaiting((current) => (current?.id === entryId ? null : current));
  }, []);

  /** Asks the server again: after a generation or a tool call, the strip shows it. */
  const refetchLatest = useRef(refetch);
  useEffect(() => {
    refetchLatest.current = refetch;
  }, [refetch]);
  // Stable, so callers may refresh from an effect without asking again on every render.
  const refresh = useCallback(() => {
    void refetchLatest.current().catch(() => undefined);
  }, []);

  return {
    entries,
    /** The entry whose results wait for its thumbnail's size, shown as busy. */
    waitingId: waiting?.id ?? null,
    pick,
    thumbnailLoaded,
    thumbnailFailed,
    refresh,
  };
}
