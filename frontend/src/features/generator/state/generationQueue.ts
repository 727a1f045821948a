import type { QueuedGenerationFragment } from '../../../graphql/generated/graphql';
import { imagesFromResult } from '../generatedImages';
import type { FailureContext, GenerationFailure } from '../generationError';
import type { GenerationParameters } from '../generationParameters';
import { INVALID_RESPONSE, UNEXPECTED } from './generationFailures';
import { normalizeParameters } from '../normalizeParameters';
import { isUnfinished, type QueueCard, type QueueCardStatus } from './queueCard';

/** The subscription's estimate of a queued or running generation. */
export interface ServerEta {
  expectedRunMs: number;
  expectedWaitMs: number;
}

/**
 * The dashboard's queue: one card per generation sent through the asynchronous path, from the
 * click until it ends. Plain data and a reducer; useGenerationQueue sends, follows and announces.
 */

export type QueueAction =
  | {
      type: 'sent';
      key: string;
      taskUUID: string;
      parameters: GenerationParameters;
      negativePrompt?: string;
      context: FailureContext;
      /** Built by the server (a variation): the card takes the settings it kept once told. */
      serverBuilt?: boolean;
      at: number;
    }
  | { type: 'accepted'; key: string; generationId: string }
  | { type: 'refused'; key: string; failure: GenerationFailure }
  /**
   * The generation as the server now tells it; queuePosition and eta undefined: not told
   * (polled), so the card keeps what it had.
   */
  | {
      type: 'changed';
      generation: QueuedGenerationFragment;
      queuePosition?: number | null;
      eta?: ServerEta | null;
      at: number;
    }
  /** Generations found unfinished on the server when the page opened: each gets a card. */
  | { type: 'found'; generations: readonly QueuedGenerationFragment[]; at: number }
  | { type: 'dismissed'; key: string };

/** The 'changed' action for a GenerationUpdate heard now: the generation, its place, its wait. */
export function changedAction(update: {
  generation: QueuedGenerationFragment;
  queuePosition?: number | null;
  eta?: ServerEta | null;
}): QueueAction {
  return {
    type: 'changed',
    generation: update.generation,
    queuePosition: update.queuePosition ?? null,
    eta: update.eta ?? null,
    at: Date.now(),
  };
}

/** What a card holds before its generation is heard of: no place, no images, nothing charged. */
export function notStarted() {
  return {
    queuePosition: null,
    eta: null,
    runningSince: null,
    images: [],
    totalCost: 0,
    creditsCharged: 0,
    failure: null,
  } satisfies Partial<QueueCard>;
}

/**
 * How far along each status is: a card, and the header's balance, never move back to a lower one
 * (an older answer arriving late).
 */
export const PROGRESS: Record<QueueCardStatus, number> = {
  sending: 0,
  pending: 1,
  running: 2,
  unknown: 3,
  succeeded: 4,
  failed: 4,
  cancelled: 4,
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function createdAtMs(generation: QueuedGenerationFragment, fallback: number): number {
  const time = Date.parse(generation.createdAt);
  return Number.isFinite(time) ? time : fallback;
}

/** A card for a generation this page did not send, from what the server kept of its request. */
export function cardOf(generation: QueuedGenerationFragment, at: number): QueueCard {
  const stored = record(generation.parameters);
  const negativePrompt =
    typeof stored.negativePrompt === 'string' ? stored.negativePrompt : undefined;
  const card: QueueCard = {
    key: generation.id,
    generationId: generation.id,
    status: 'pending',
    parameters: normalizeParameters(stored),
    ...(negativePrompt !== undefined ? { negativePrompt } : {}),
    context: { model: generation.modelAir },
    submittedAt: createdAtMs(generation, at),
    ...notStarted(),
    resumed: true,
  };
  return withGeneration(card, generation, { at });
}

/** What came with a change: undefined position or eta means not told (kept as it was). */
interface Told {
  queuePosition?: number | null;
  eta?: ServerEta | null;
  at: number;
}

/** The card moved to where the generation now stands (never backwards). */
function withGeneration(
  card: QueueCard,
  generation: QueuedGenerationFragment,
  { queuePosition, eta, at }: Told,
): QueueCard {
  const status = generation.status;
  if (!isUnfinished(card.status) || PROGRESS[status] < PROGRESS[card.status]) return card;
  const next: QueueCard = {
    ...card,
    ...(card.serverBuilt ? { parameters: normalizeParameters(record(generation.parameters)) } : {}),
    generationId: generation.id,
    status,
    cancelRequested: generation.cancelRequested,
    queuePosition:
      status === 'pending'
        ? queuePosition === undefined
          ? card.queuePosition
          : queuePosition
        : null,
    eta: !isUnfinished(status) ? null : eta === undefined ? card.eta : eta && { ...eta, at },
    runningSince:
      status === 'running'
        ? (card.runningSince ?? (card.resumed ? card.submittedAt : at))
        : card.runningSince,
  };
  if (status === 'succeeded') {
    const images = imagesFromResult(
      { generationId: generation.id, images: generation.images },
      card.parameters,
      card.negativePrompt,
      card.submittedAt,
    );
    if (images.length === 0) {
      return {
        ...next,
        status: 'failed',
        failure: { code: 'invalidProviderResponse', message: INVALID_RESPONSE },
      };
    }
    return {
      ...next,
      images,
      totalCost:
        generation.providerCostUsd ??
        generation.images.reduce((sum, image) => sum + (image.cost ?? 0), 0),
      creditsCharged: generation.creditsCharged,
    };
  }
  if (status === 'failed') {
    return {
      ...next,
      failure: {
        ...(generation.errorCode ? { code: generation.errorCode } : {}),
        message: generation.errorMessage || UNEXPECTED,
      },
    };
  }
  return next;
}

/** Only generations from a prompt are cards (the creator tools show their results elsewhere). */
function isQueueable(generation: QueuedGenerationFragment): boolean {
  return generation.taskType === 'imageInference';
}

/** Newest first, as the server lists generations. */
export function queueReducer(cards: readonly QueueCard[], action: QueueAction): QueueCard[] {
  switch (action.type) {
    case 'sent':
      return [
        {
          key: action.key,
          generationId: null,
          taskUUID: action.taskUUID,
          status: 'sending',
          parameters: action.parameters,
          ...(action.negativePrompt !== undefined ? { negativePrompt: action.negativePrompt } : {}),
          context: action.context,
          ...(action.serverBuilt ? { serverBuilt: true } : {}),
          submittedAt: action.at,
          ...notStarted(),
          resumed: false,
        },
        ...cards,
      ];
    case 'accepted': {
      // Already followed since its live event named its taskUUID: nothing left to do.
      if (
        cards.some((card) => card.key === action.key && card.generationId === action.generationId)
      )
        return [...cards];
      // The live channel may have told of it first: that card gives way to the one sent here.
      const others = cards.filter((card) => card.generationId !== action.generationId);
      const early = cards.find((card) => card.generationId === action.generationId);
      return others.map((card) => {
        if (card.key !== action.key || card.status !== 'sending') return card;
        return early
          ? {
              ...early,
              key: card.key,
              context: card.context,
              submittedAt: card.submittedAt,
              resumed: false,
            }
          : { ...card, generationId: action.generationId, status: 'pending' };
      });
    }
    case 'refused':
      return cards.map((card) =>
        card.key === action.key && card.status === 'sending'
          ? { ...card, status: 'failed', failure: action.failure }
          : card,
      );
    case 'changed': {
      const { generation } = action;
      // Heard on the live channel before the request's answer: its own card, by the taskUUID.
      const sentHere = cards.find(
        (card) => card.status === 'sending' && card.taskUUID === generation.taskUUID,
      );
      if (sentHere && !cards.some((card) => card.generationId === generation.id)) {
        return cards.map((card) =>
          card === sentHere ? withGeneration(card, generation, action) : card,
        );
      }
      if (!cards.some((card) => card.generationId === generation.id)) {
        // Sent from another tab (or before this page opened): shown while it is under way.
        const adopt =
          isQueueable(generation) &&
          (generation.status === 'pending' || generation.status === 'running');
        return adopt
          ? [withGeneration(cardOf(generation, action.at), generation, action), ...cards]
          : [...cards];
      }
      return cards.map((card) =>
        card.generationId === generation.id ? withGeneration(card, generation, action) : card,
      );
    }
    case 'found': {
      const known = new Set(cards.map((card) => card.generationId));
      const found = action.generations
        .filter(
          (generation) =>
            isQueueable(generation) && !known.has(generation.id) && isUnfinished(generation.status),
        )
        .map((generation) => cardOf(generation, action.at));
      return [...cards, ...found];
    }
    case 'dismissed':
      return cards.filter((card) => card.key !== action.key || isUnfinished(card.status));
  }
}
