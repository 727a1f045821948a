import type { GeneratedImage } from '../generatedImages';
import type { FailureContext, GenerationFailure } from '../generationError';
import type { GenerationParameters } from '../generationParameters';

// One card of the dashboard's queue, apart from the reducer (generationQueue.ts) so the page's
// first load takes only this: the queue's code comes with the preview's deferred parts.

/** sending: the request is on its way; then the generation's own status on the server. */
export type QueueCardStatus =
  'sending' | 'pending' | 'running' | 'succeeded' | 'failed' | 'unknown' | 'cancelled';

/** The server's estimate (recent runs of the model, the queue ahead) and when it was told. */
export interface QueueCardEta {
  expectedRunMs: number;
  expectedWaitMs: number;
  /** When the estimate arrived, in ms since the epoch: the wait counts down from there. */
  at: number;
}

export interface QueueCard {
  /** Stable for the card's life: made at the click, or the generation id for one found later. */
  key: string;
  /** Null until the server has accepted the request (and for a refused one). */
  generationId: string | null;
  /** The request's taskUUID, made at the click: its live events may come before the answer. */
  taskUUID?: string;
  status: QueueCardStatus;
  parameters: GenerationParameters;
  /** Its request was built by the server (a variation): its settings come with the generation. */
  serverBuilt?: boolean;
  /** The negative prompt as sent (none for models that refuse one). */
  negativePrompt?: string;
  context: FailureContext;
  /** When it was sent, in ms since the epoch. */
  submittedAt: number;
  /** Its place among the generations waiting for the provider (1 is next); null when unknown. */
  queuePosition: number | null;
  /** How long it should still take, as the server last estimated it; null when it cannot tell. */
  eta: QueueCardEta | null;
  /** When this page first saw it running; its elapsed time counts from there. */
  runningSince: number | null;
  images: GeneratedImage[];
  totalCost: number;
  creditsCharged: number;
  failure: GenerationFailure | null;
  /** Started before this page was opened (another tab, or before a reload). */
  resumed: boolean;
  /** Cancelled after the provider had it: it finishes (and is charged) as it ends. */
  cancelRequested?: boolean;
}

/** Statuses that may still change. */
export function isUnfinished(status: QueueCardStatus): boolean {
  return (
    status === 'sending' || status === 'pending' || status === 'running' || status === 'unknown'
  );
}

/** About how many ms until the card's images are there (wait left, then the run); null: unknown. */
export function remainingMs(card: QueueCard, now: number): number | null {
  if (!card.eta) return null;
  const waitLeft = Math.max(0, card.eta.expectedWaitMs - (now - card.eta.at));
  return waitLeft + card.eta.expectedRunMs;
}
