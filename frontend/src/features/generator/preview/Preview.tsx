import { DownloadOutlined, LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { LoadWhenNeeded } from '../../../lib/LoadWhenNeeded';
import { useToast } from '../../../lib/useToast';
import { downloadImage } from '../../../lib/downloadImage';
import { VISUALLY_HIDDEN } from '../../../lib/visuallyHidden';
import { useCopyPrompt } from '../../lightbox/useCopyPrompt';
import {
  DeferredChargeBadge,
  DeferredGenerationQueue,
  DeferredImageViewer,
  DeferredPendingTiles,
  DeferredPreviewOutcome,
} from '../deferred';
import { downloadFileName, type GeneratedImage } from '../generatedImages';
import { isUnfinished, type QueueCard } from '../state/queueCard';
import type { GenerationState } from '../state/useGeneration';
import type { ImageToolActions } from './ImageToolbar';
import type { SavedCopies } from './savedCopy';

/** The end of a generation, said once to screen readers (the toast and panel are for the eye). */
function finishedAnnouncement(state: GenerationState, cards: readonly QueueCard[]): string {
  const newest = cards[0];
  if (newest?.status === 'succeeded') {
    const count = newest.images.length;
    return `Done: ${count} ${count === 1 ? 'image' : 'images'} ready.`;
  }
  if (state.status !== 'success') return '';
  const count = state.images.length;
  const images = `${count} ${count === 1 ? 'image' : 'images'}`;
  return state.restored
    ? `Showing ${images} from your recent generations.`
    : `Done: ${images} ready.`;
}

interface PreviewProps {
  state: GenerationState;
  /** The settings page's 'Show cost'. */
  displayCost: boolean;
  onRetry: () => void;
  onRetryImage: (image: GeneratedImage) => void;
  /** Signed-in users save to folders; visitors get no save button. */
  onSave?: (image: GeneratedImage) => void;
  /** The folder selector, above the grid for signed-in users. */
  folderSelector?: ReactNode;
  /** The creator tools on each result; absent where they are not offered. */
  tools?: ImageToolActions;
  /** What the tools made (upscaled, background removed), below the generated images. */
  toolResults?: readonly GeneratedImage[];
  /** The gallery copies of each result, by its URL (useSavedCopies); absent: none shown. */
  savedCopies?: SavedCopies;
  /** The tool results made on this visit: a new one is scrolled into view and highlighted. */
  madeToolResults?: readonly GeneratedImage[];
  /** The generations of the queue, each a card above the other results. */
  queue?: PreviewQueue;
}

/** The queue as the preview shows it. */
export interface PreviewQueue {
  cards: readonly QueueCard[];
  /** The live channel is down: unfinished cards say they are reconnecting. */
  reconnecting: boolean;
  onRetry: (card: QueueCard) => void;
  onDismiss: (card: QueueCard) => void;
  onCancel?: (card: QueueCard) => void;
  modelNames?: ReadonlyMap<string, string>;
}

const NO_CARDS: readonly QueueCard[] = [];

const NO_IMAGES: readonly GeneratedImage[] = [];

/**
 * One polite status line, always present so its changes are read: the start (shown) and the end
 * (for screen readers only); the ticking seconds stay out of it.
 */
function StatusLine({
  generating,
  state,
  cards,
}: {
  generating: boolean;
  state: GenerationState;
  cards: readonly QueueCard[];
}) {
  return (
    <div role="status" aria-live="polite" style={generating ? undefined : VISUALLY_HIDDEN}>
      {generating ? (
        <Flex align="center" gap={8}>
          <LoadingOutlined aria-hidden spin />
          <Typography.Text strong>Generating your images</Typography.Text>
        </Flex>
      ) : (
        finishedAnnouncement(state, cards)
      )}
    </div>
  );
}

/** The empty preview, before anything is generated. */
function NothingGenerated() {
  return (
    <Empty
      image={<PictureOutlined aria-hidden style={{ fontSize: 56, opacity: 0.4 }} />}
      description={
        <Flex vertical>
          <Typography.Text strong>No images generated yet</Typography.Text>
          <Typography.Text type="secondary">
            Type a prompt, pick your settings and click Generate.
          </Typography.Text>
        </Flex>
      }
    />
  );
}

/** The right column: empty, loading, error panel or the results. */
export function Preview({
  state,
  displayCost,
  onRetry,
  onRetryImage,
  onSave,
  folderSelector,
  tools,
  toolResults = NO_IMAGES,
  savedCopies,
  madeToolResults = NO_IMAGES,
  queue,
}: PreviewProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  // Flagged images the user chose to see, in the grid and the viewer alike.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const toast = useToast();
  const copyPrompt = useCopyPrompt();
  const images = state.status === 'success' ? state.images : NO_IMAGES;
  const cards = queue?.cards ?? NO_CARDS;
  // The queue's images follow the results and tool results in the viewer's list.
  const queueImages = useMemo(() => cards.flatMap((card) => card.images), [cards]);
  const viewerImages = useMemo(
    () => [...images, ...toolResults, ...queueImages],
    [images, toolResults, queueImages],
  );
  const generating =
    state.status === 'loading' ||
    cards.some((card) => isUnfinished(card.status) && card.status !== 'unknown');
  const reveal = (image: GeneratedImage) =>
    setRevealed((current) => new Set(current).add(image.id));

  const download = async (image: GeneratedImage) => {
    try {
      await downloadImage(image.url, downloadFileName(image));
    } catch {
      toast({
        variant: 'error',
        title: 'Download Failed',
        description: 'There was an error downloading your image.',
      });
    }
  };

  const downloadAll = async () => {
    for (const image of [...queueImages, ...images]) await download(image);
  };

  const gridActions = {
    onView: setViewing,
    onDownload: (image: GeneratedImage) => void download(image),
    onSave,
    onCopyPrompt: (image: GeneratedImage) => void copyPrompt(image.prompt),
    onRetry: onRetryImage,
    tools,
    revealed,
    onReveal: reveal,
    savedCopies,
    ...(state.status === 'success' && state.retryingId ? { retryingId: state.retryingId } : {}),
  };

  return (
    <Card
      className="generator-preview"
      title="Preview"
      extra={
        <Flex gap={8} align="center">
          {displayCost && state.status === 'success' && (
            <Suspense fallback={null}>
              <DeferredChargeBadge
                creditsCharged={state.creditsCharged}
                totalCost={state.totalCost}
                ownKey={state.ownKey}
              />
            </Suspense>
          )}
          <Button
            icon={<DownloadOutlined aria-hidden />}
            disabled={images.length === 0 && queueImages.length === 0}
            onClick={() => void downloadAll()}
          >
            Download All
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {folderSelector}
        <StatusLine generating={generating} state={state} cards={cards} />
        {queue && cards.length > 0 && (
          <Suspense fallback={null}>
            <DeferredGenerationQueue
              cards={cards}
              reconnecting={queue.reconnecting}
              modelNames={queue.modelNames}
              displayCost={displayCost}
              imageActions={gridActions}
              viewerOffset={images.length + toolResults.length}
              onRetry={queue.onRetry}
              onDismiss={queue.onDismiss}
              onCancel={queue.onCancel}
            />
          </Suspense>
        )}
        {state.status === 'idle' && cards.length === 0 && <NothingGenerated />}
        {state.status === 'loading' && (
          <>
            {state.resumed && (
              <Typography.Text type="secondary">
                This generation was started before the page was reloaded.
              </Typography.Text>
            )}
            <Suspense fallback={null}>
              <DeferredPendingTiles pending={state.pending} />
            </Suspense>
          </>
        )}
        {/* Rendered from the start (nothing while idle), so the deferred chunk is asked for at
            once and is there before Generate is clicked. */}
        <Suspense fallback={null}>
          <DeferredPreviewOutcome
            state={state}
            toolResults={toolResults}
            madeToolResults={madeToolResults}
            onRetry={onRetry}
            gridActions={gridActions}
          />
        </Suspense>
      </Flex>
      <LoadWhenNeeded when={viewing !== null}>
        <DeferredImageViewer
          images={viewerImages}
          index={viewing}
          onIndexChange={setViewing}
          tools={tools}
          revealed={revealed}
          onReveal={reveal}
          onSave={onSave}
          onDownload={(image) => void download(image)}
          onCopyPrompt={(image) => void copyPrompt(image.prompt)}
        />
      </LoadWhenNeeded>
    </Card>
  );
}
