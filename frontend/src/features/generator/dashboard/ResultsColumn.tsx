import { Flex } from 'antd';
import { lazy, type RefObject } from 'react';
import { LoadWhenNeeded } from '../../../lib/LoadWhenNeeded';
import { FolderSelector } from '../preview/FolderSelector';
import { Preview } from '../preview/Preview';
import type { SavedResults } from '../preview/SavedResultsLookup';
import { useFolderSaving } from '../preview/useFolderSaving';
import type { useSourceImage } from '../source/useSourceImage';
import type { GenerationState } from '../state/useGeneration';
import type { useImageTools } from '../tools/useImageTools';
import { resultToolActions } from './resultToolActions';
import type { DashboardParameters } from './useDashboardParameters';
import type { useGenerationRunner } from './useGenerationRunner';
import type { RecentResults } from './useRecentResults';
import type { useShownResults } from './useShownResults';

// Its own chunk: it waits for the server's list anyway, and the page's first load stays light.
const RecentStrip = lazy(() => import('../recent/RecentStrip'));

interface ResultsColumnProps {
  /** The column the preview is kept in sight in (scrolled to in one column). */
  columnRef: RefObject<HTMLDivElement | null>;
  state: GenerationState;
  /** The settings page's 'Show cost'. */
  displayCost: boolean;
  form: Pick<DashboardParameters, 'parameters' | 'dispatch' | 'replaceParameters'>;
  runner: ReturnType<typeof useGenerationRunner>;
  shown: ReturnType<typeof useShownResults>;
  source: ReturnType<typeof useSourceImage>;
  tools: ReturnType<typeof useImageTools>;
  /** Where each shown result is saved, and "Share" of a saved one (its copy in the gallery). */
  saved: SavedResults;
  modelNames: ReadonlyMap<string, string>;
  /** Whether the chosen model takes a source image ("Use as source" is offered only then). */
  takesSourceImage: boolean;
  recent: RecentResults;
}

/**
 * The dashboard's results column: the preview (the generation, the queue's cards, the tool
 * results, each with its tools and saving to a folder) and the recent generations below it.
 */
export function ResultsColumn({
  columnRef,
  state,
  displayCost,
  form: { parameters, dispatch, replaceParameters },
  runner: { queue, run, retryOne, generating },
  shown: { toolResults, shownImages, shownGenerationId },
  source,
  tools,
  saved,
  modelNames,
  takesSourceImage,
  recent,
}: ResultsColumnProps) {
  'use memo';
  const saving = useFolderSaving(parameters.folder);
  const imageTools = resultToolActions({
    source,
    tools,
    queue,
    share: saved.share,
    takesSourceImage,
    replaceParameters,
  });

  return (
    <>
      <div ref={columnRef} className="generator-preview-column">
        <Flex vertical gap={16}>
          <Preview
            state={state}
            displayCost={displayCost}
            onRetry={() => run(parameters)}
            onRetryImage={(image) => retryOne(image, shownImages)}
            onSave={saving.requestSave}
            tools={imageTools}
            toolResults={toolResults}
            savedCopies={saved.copies}
            madeToolResults={tools.results}
            queue={{
              cards: queue.cards,
              reconnecting: queue.reconnecting,
              modelNames,
              // As the spec's Retry: the error goes, and what is set now is generated.
              onRetry: (card) => {
                queue.dismiss(card.key);
                run(parameters);
              },
              onDismiss: (card) => queue.dismiss(card.key),
              onCancel: queue.cancel,
            }}
            folderSelector={
              <FolderSelector
                folders={saving.folders}
                loading={saving.foldersLoading}
                value={parameters.folder}
                onChange={(folder) => dispatch({ type: 'update', changes: { folder } })}
              />
            }
          />
          <LoadWhenNeeded when={recent.entries.length > 0}>
            <RecentStrip
              entries={recent.entries}
              currentId={shownGenerationId ?? null}
              waitingId={recent.waitingId}
              disabled={generating}
              onPick={recent.pick}
              onThumbnailLoad={recent.thumbnailLoaded}
              onThumbnailError={recent.thumbnailFailed}
              actions={imageTools}
            />
          </LoadWhenNeeded>
        </Flex>
      </div>
      {saving.dialog}
    </>
  );
}
