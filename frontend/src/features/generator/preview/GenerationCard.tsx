import { CloseOutlined, LoadingOutlined, StopOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { describeFailure } from '../failureDescription';
import { type QueueCard, remainingMs } from '../state/queueCard';
import { expectedDurationMs } from '../state/generationDurations';
import { ChargeBadge } from './ChargeBadge';
import { ErrorPanel } from './ErrorPanel';
import type { ImageActions } from './ImageCard';
import { aboutDuration, PendingTiles } from './PendingTiles';
import { ResultsGrid } from './ResultsGrid';
import { UnconfirmedGenerationNotice } from './UnconfirmedGenerationNotice';
import { useElapsedSeconds } from './useElapsedSeconds';

export interface GenerationCardProps {
  card: QueueCard;
  /** The base model's name, when the catalogue knows its AIR. */
  modelName?: string;
  /** The live channel is down: an unfinished card is polled and says so. */
  reconnecting: boolean;
  /** The settings page's 'Show cost'. */
  displayCost: boolean;
  /** The image actions of the preview (view, download, save, copy prompt, retry, tools). */
  imageActions: ImageActions;
  /** Where this card's images start in the full-size viewer's list. */
  viewerOffset: number;
  /** Sends the card's request again (from its error panel). */
  onRetry: (card: QueueCard) => void;
  /** Takes a finished card off the queue. */
  onDismiss: (card: QueueCard) => void;
  /** Offered on a queued or running card when given (cancelling a generation). */
  onCancel?: (card: QueueCard) => void;
}

function statusLine(card: QueueCard): string {
  switch (card.status) {
    case 'sending':
      return 'Sending…';
    case 'pending':
      return card.queuePosition === null ? 'Queued' : `Queued · position ${card.queuePosition}`;
    case 'running':
      // Sent to the provider, which cannot stop it: it settles as it ends.
      return card.cancelRequested ? 'Finishing (cannot be stopped now)' : 'Running';
    case 'succeeded':
      return `Done · ${card.images.length} ${card.images.length === 1 ? 'image' : 'images'}`;
    case 'failed':
      return 'Failed';
    case 'unknown':
      return 'Not confirmed yet';
    case 'cancelled':
      return 'Cancelled · credits returned';
  }
}

/** A queued card's wait, with its ETA when the server could estimate one (counting down). */
function QueuedNotice({ card }: { card: QueueCard }) {
  // Ticks once a second so the ETA counts down between the server's updates.
  useElapsedSeconds(card.eta?.at ?? card.submittedAt);
  const left = remainingMs(card, Date.now());
  return (
    <Typography.Text type="secondary">
      Waiting for its turn: it starts as soon as the ones before it are done.
      {left !== null && ` Ready in ${aboutDuration(left)}.`}
    </Typography.Text>
  );
}

const STATUS_COLOR: Record<QueueCard['status'], string> = {
  sending: 'default',
  pending: 'default',
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
  unknown: 'warning',
  cancelled: 'default',
};

/**
 * One generation of the queue: what was asked (prompt, model, size, count) and where it stands:
 * sending, queued with its position, running with its elapsed time and a placeholder per image,
 * done with its images (every action of the results), failed with the error panel, or not
 * confirmed by the provider (explained).
 */
export function GenerationCard({
  card,
  modelName,
  reconnecting,
  displayCost,
  imageActions,
  viewerOffset,
  onRetry,
  onDismiss,
  onCancel,
}: GenerationCardProps) {
  const { parameters } = card;
  const unfinished =
    card.status === 'sending' ||
    card.status === 'pending' ||
    card.status === 'running' ||
    card.status === 'unknown';
  const cancellable =
    onCancel &&
    card.generationId !== null &&
    !card.cancelRequested &&
    (card.status === 'pending' || card.status === 'running');
  const count = `${parameters.imageCount} ${parameters.imageCount === 1 ? 'image' : 'images'}`;
  const placeholderStart = card.status === 'running' ? card.runningSince : card.submittedAt;

  return (
    <Card
      size="small"
      aria-label={`Generation: ${parameters.prompt}`}
      role="article"
      title={
        <Flex vertical gap={0} style={{ minWidth: 0, paddingBlock: 6 }}>
          <Typography.Text ellipsis={{ tooltip: parameters.prompt }} strong>
            {parameters.prompt}
          </Typography.Text>
          {/* Wraps on a narrow card rather than run under the status beside it. */}
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12, fontWeight: 'normal', whiteSpace: 'normal' }}
          >
            {`${modelName ?? parameters.model_id} · ${parameters.width} × ${parameters.height} · ${count}`}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Flex gap={4} align="center">
          {reconnecting && unfinished && (
            <Tooltip title="The live connection was lost: checking every few seconds until it is back.">
              <Tag icon={<SyncOutlined spin aria-hidden />} color="warning" tabIndex={0}>
                Reconnecting…
              </Tag>
            </Tooltip>
          )}
          <Tag
            color={STATUS_COLOR[card.status]}
            icon={
              card.status === 'sending' || card.status === 'running' ? (
                <LoadingOutlined aria-hidden spin />
              ) : undefined
            }
          >
            {statusLine(card)}
          </Tag>
          {cancellable && (
            <Button size="small" icon={<StopOutlined aria-hidden />} onClick={() => onCancel(card)}>
              Cancel
            </Button>
          )}
          {!unfinished && (
            <Tooltip title="Remove from the queue">
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined aria-hidden />}
                aria-label="Remove from the queue"
                onClick={() => onDismiss(card)}
              />
            </Tooltip>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        {card.resumed && unfinished && (
          <Typography.Text type="secondary">
            Started before this page was opened; it goes on on the server.
          </Typography.Text>
        )}
        {(card.status === 'sending' || card.status === 'running') && placeholderStart !== null && (
          <PendingTiles
            pending={{
              imageCount: parameters.imageCount,
              width: parameters.width,
              height: parameters.height,
              startedAt: placeholderStart,
              // The server's estimate from everyone's recent runs, else this browser's last one.
              expectedMs: card.eta?.expectedRunMs ?? expectedDurationMs(parameters),
            }}
          />
        )}
        {card.status === 'pending' && <QueuedNotice card={card} />}
        {card.status === 'unknown' && <UnconfirmedGenerationNotice />}
        {card.status === 'failed' && card.failure && (
          <ErrorPanel
            content={describeFailure(card.failure, card.context)}
            onRetry={() => onRetry(card)}
          />
        )}
        {card.status === 'succeeded' && (
          <>
            {displayCost && (
              <ChargeBadge creditsCharged={card.creditsCharged} totalCost={card.totalCost} />
            )}
            <ResultsGrid images={card.images} viewerOffset={viewerOffset} {...imageActions} />
          </>
        )}
      </Flex>
    </Card>
  );
}
