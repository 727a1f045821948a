import { type Dispatch, type SetStateAction, useCallback, useMemo } from 'react';
import { useSession } from '../../account/session';
import type { GenerationImagesSource } from '../generatedImages';
import type { FailureContext } from '../generationError';
import type { GenerationParameters } from '../generationParameters';
import { UNEXPECTED } from './generationFailures';
import { clearInFlightGeneration, type InFlightGeneration } from './inFlightGeneration';
import type { GenerationState } from './useGeneration';
import type { ResumeOutcome } from './useResumedGeneration';

interface ResumeFollowOptions {
  /** The generation sent before a reload, still followed; null when there is none. */
  resumed: InFlightGeneration | null;
  setResumed: Dispatch<SetStateAction<InFlightGeneration | null>>;
  setState: Dispatch<SetStateAction<GenerationState>>;
  /** The success state and its toast, or the invalid-response error when no image came. */
  showResult: (
    result: GenerationImagesSource & { totalCost: number; creditsCharged: number },
    parameters: GenerationParameters,
    negativePrompt: string | undefined,
    context: FailureContext,
  ) => void;
}

/**
 * What ResumedGenerationFollower follows (a generation a reload cut off) and what its outcome
 * does to the preview: the results, the error, 'unconfirmed' or nothing; the record is dropped
 * once the generation is settled or gone.
 */
export function useResumeFollow({
  resumed,
  setResumed,
  setState,
  showResult,
}: ResumeFollowOptions) {
  'use memo';
  const { refresh } = useSession();

  const onResumeOutcome = useCallback(
    (outcome: ResumeOutcome) => {
      if (!resumed) return;
      const finish = () => {
        clearInFlightGeneration();
        setResumed(null);
      };
      switch (outcome.kind) {
        case 'notFound':
          finish();
          setState({ status: 'idle' });
          return;
        case 'unreachable':
          // Kept for a later visit: the server was not asked, so nothing is known.
          setResumed(null);
          setState({ status: 'idle' });
          return;
        case 'unconfirmed':
          setState({ status: 'unconfirmed' });
          return;
        case 'expired':
          finish();
          setState({ status: 'unconfirmed' });
          return;
        case 'succeeded': {
          finish();
          const { generation } = outcome;
          const totalCost =
            generation.providerCostUsd ??
            generation.images.reduce((sum, image) => sum + (image.cost ?? 0), 0);
          showResult(
            {
              generationId: generation.id,
              images: generation.images,
              totalCost,
              creditsCharged: generation.creditsCharged,
            },
            resumed.parameters,
            resumed.negativePrompt,
            resumed.context,
          );
          // The header's balance: the charge (or a refund) happened while the page was away.
          void refresh({ force: true });
          return;
        }
        case 'failed': {
          finish();
          const { generation } = outcome;
          setState({
            status: 'error',
            failure: {
              ...(generation.errorCode ? { code: generation.errorCode } : {}),
              message: generation.errorMessage || UNEXPECTED,
            },
            context: resumed.context,
          });
          void refresh({ force: true });
          return;
        }
      }
    },
    [resumed, showResult, refresh, setResumed, setState],
  );

  // Followed by ResumedGenerationFollower, which the dashboard renders while there is one: its
  // code loads with the preview's deferred parts, only pages with such a generation run it.
  return useMemo(
    () => (resumed ? { record: resumed, onOutcome: onResumeOutcome } : null),
    [resumed, onResumeOutcome],
  );
}
