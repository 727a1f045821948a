import { useMemo } from 'react';
import type { GeneratedImage } from '../generatedImages';
import type { QueueCard } from '../state/queueCard';
import type { GenerationState } from '../state/useGeneration';

/**
 * What the preview shows: the tool results (restored ones first), every shown image (for where
 * each is saved and for a new seed on Retry), and the generation the recent strip marks.
 */
export function useShownResults(
  state: GenerationState,
  madeToolResults: GeneratedImage[],
  queueCards: readonly QueueCard[],
) {
  'use memo';
  const restoredToolResults = state.status === 'success' ? state.toolResults : undefined;
  const toolResults = useMemo(
    () => (restoredToolResults ? [...restoredToolResults, ...madeToolResults] : madeToolResults),
    [restoredToolResults, madeToolResults],
  );
  // Where each shown result is saved (the queue's cards included): its 'Saved to' tag, its Share.
  const shownImages = useMemo(
    () => [
      ...(state.status === 'success' ? state.images : []),
      ...toolResults,
      ...queueCards.flatMap((card) => card.images),
    ],
    [state, toolResults, queueCards],
  );
  // The picked entry: a restored tool result's own generation, else the results' generation.
  const stateGenerationId =
    state.status === 'success'
      ? (restoredToolResults?.at(-1)?.generationId ?? state.images[0]?.generationId)
      : undefined;
  // The newest generation the queue finished, unless an entry was picked since.
  const newestQueued = queueCards.find((card) => card.status === 'succeeded')?.generationId;
  const shownGenerationId =
    state.status === 'success' && state.restored === 'picked'
      ? stateGenerationId
      : (newestQueued ?? stateGenerationId);

  return { toolResults, shownImages, shownGenerationId };
}
