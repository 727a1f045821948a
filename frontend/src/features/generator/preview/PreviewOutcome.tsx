import { Typography } from 'antd';
import { useId } from 'react';
import type { GeneratedImage } from '../generatedImages';
import { describeFailure } from '../failureDescription';
import type { GenerationState } from '../state/useGeneration';
import { useFreshResult } from '../tools/useFreshResult';
import { ErrorPanel } from './ErrorPanel';
import type { ImageActions } from './ImageCard';
import { ResultsGrid } from './ResultsGrid';
import { UnconfirmedGenerationNotice } from './UnconfirmedGenerationNotice';

interface PreviewOutcomeProps {
  state: GenerationState;
  /** What the tools made (upscaled, background removed), below the generated images. */
  toolResults: readonly GeneratedImage[];
  /** The tool results made on this visit (among toolResults): a new one is brought into view. */
  madeToolResults: readonly GeneratedImage[];
  onRetry: () => void;
  gridActions: ImageActions;
}

/**
 * What the preview shows once a generation has ended: the unconfirmed notice, the error panel,
 * the results and the tool results.
 */
export function PreviewOutcome({
  state,
  toolResults,
  madeToolResults,
  onRetry,
  gridActions,
}: PreviewOutcomeProps) {
  const toolResultsHeading = useId();
  const freshId = useFreshResult(madeToolResults);
  const images = state.status === 'success' ? state.images : [];
  return (
    <>
      {state.status === 'unconfirmed' && <UnconfirmedGenerationNotice />}
      {state.status === 'error' && (
        <ErrorPanel content={describeFailure(state.failure, state.context)} onRetry={onRetry} />
      )}
      {state.status === 'success' && state.restored && (
        <Typography.Text type="secondary">From your recent generations</Typography.Text>
      )}
      {state.status === 'success' && <ResultsGrid images={images} {...gridActions} />}
      {toolResults.length > 0 && (
        <section aria-labelledby={toolResultsHeading}>
          <Typography.Title id={toolResultsHeading} level={2} style={{ fontSize: 16 }}>
            Tool results
          </Typography.Title>
          <ResultsGrid
            images={toolResults}
            listLabel="Tool results"
            itemLabel="Tool result"
            viewerOffset={images.length}
            {...gridActions}
            freshId={freshId}
          />
        </section>
      )}
    </>
  );
}
