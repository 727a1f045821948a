import { useEffect } from 'react';
import { loadDeferredParts } from '../deferred';
import { useRecentGenerations } from '../recent/useRecentGenerations';
import type { QueueCard } from '../state/queueCard';
import type { useGeneration } from '../state/useGeneration';
import type { DashboardParameters } from './useDashboardParameters';
import type { GeneratorCatalog } from './useSelectedModel';

interface RecentResultsOptions {
  generation: Pick<ReturnType<typeof useGeneration>, 'state' | 'showRestored'>;
  form: Pick<DashboardParameters, 'parameters' | 'replaceWithUndo'>;
  /** The form's model once the catalogue has it (see useRecentGenerations). */
  formModel: string | null;
  models: GeneratorCatalog['models'];
  queueCards: readonly QueueCard[];
  /** How many images the creator tools made on this page. */
  toolImageCount: number;
}

/**
 * The recent generations beside the preview: a picked one comes back with its settings (undo
 * offered), and what was just made joins them (a generation's images, a tool's new image).
 */
export function useRecentResults({
  generation: { state, showRestored },
  form: { parameters, replaceWithUndo },
  formModel,
  models,
  queueCards,
  toolImageCount,
}: RecentResultsOptions) {
  'use memo';
  const recent = useRecentGenerations({
    previewEmpty: state.status === 'idle',
    formModel,
    onRestore: (results, origin, settings) => {
      showRestored(results, origin);
      // A picked generation comes back whole: its images and the settings they were made with
      // (read by the deferred parts, which the page fetched as it opened).
      if (origin !== 'picked' || !settings) return;
      void loadDeferredParts().then(({ pickedSettings, sameParameters }) => {
        const next = pickedSettings(settings, parameters, models);
        if (!sameParameters(next, parameters)) replaceWithUndo(next, 'picked');
      });
    },
  });

  // What was just made joins the recent generations: a generation's images, a tool's new image.
  const { refresh: refreshRecent } = recent;
  const madeImages = state.status === 'success' && !state.restored;
  // On `state` too: each new generation's results are a new state, and ask again.
  useEffect(() => {
    if (madeImages) refreshRecent();
  }, [madeImages, state, refreshRecent]);
  const queuedImagesMade = queueCards.filter((card) => card.status === 'succeeded').length;
  useEffect(() => {
    if (queuedImagesMade > 0) refreshRecent();
  }, [queuedImagesMade, refreshRecent]);
  useEffect(() => {
    if (toolImageCount > 0) refreshRecent();
  }, [toolImageCount, refreshRecent]);

  return recent;
}

export type RecentResults = ReturnType<typeof useRecentResults>;
