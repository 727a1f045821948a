import { useCallback, useEffect, useState } from 'react';
import { clearCopiedSettings, readCopiedSettings } from '../copiedSettings';
import type { GenerationParameters } from '../generationParameters';
import type { ReplacedSettings } from '../ReplacedSettingsNotice';
import { openingParameters, useGenerationParameters } from '../state/useGenerationParameters';

/**
 * The dashboard's form: its parameters, opened with settings copied from the gallery or the
 * history when there are some, and what settings replaced at once (copied, or a past generation
 * picked) replaced, so the notice can undo it.
 */
export function useDashboardParameters(userId: string | undefined) {
  'use memo';
  // Settings copied from the gallery or the history: the form opens with them (undo offered).
  const [copied] = useState(readCopiedSettings);
  const { parameters, dispatch, remember, setRemember } = useGenerationParameters(userId, copied);

  const replaceParameters = useCallback(
    (next: GenerationParameters) => dispatch({ type: 'replace', parameters: next }),
    [dispatch],
  );
  // Settings replaced at once (copied, or a past generation picked), with what they replaced.
  const [replaced, setReplaced] = useState<ReplacedSettings | null>(() =>
    copied ? { origin: 'copied', previous: openingParameters(userId) } : null,
  );
  const replaceWithUndo = (next: GenerationParameters, origin: ReplacedSettings['origin']) => {
    setReplaced({ origin, previous: parameters });
    replaceParameters(next);
  };
  // Taken: a reload does not apply them again.
  useEffect(() => {
    if (copied) clearCopiedSettings();
  }, [copied]);

  return {
    parameters,
    dispatch,
    remember,
    setRemember,
    replaced,
    setReplaced,
    replaceParameters,
    replaceWithUndo,
  };
}

export type DashboardParameters = ReturnType<typeof useDashboardParameters>;
