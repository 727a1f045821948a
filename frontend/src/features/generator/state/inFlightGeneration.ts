import type { FailureContext } from '../generationError';
import type { GenerationParameters } from '../generationParameters';
import { normalizeParameters, storableParameters } from '../normalizeParameters';
import { IN_FLIGHT_GENERATION_KEY } from '../../../lib/storageKeys';

/**
 * The generation this tab has asked for and not yet heard back about, in sessionStorage: a reload
 * (or leaving the dashboard) loses the waiting request, not the generation, which the server
 * finishes and charges. The dashboard finds it again by its client-made taskUUID and shows it.
 * Kept under IN_FLIGHT_GENERATION_KEY.
 */

/** Older records are not followed any more: the generation history has the outcome. */
export const IN_FLIGHT_MAX_AGE_MS = 30 * 60 * 1000;

export interface InFlightGeneration {
  taskUUID: string;
  /** Whose generation it is: another account signed in in this tab does not look for it. */
  userId: string;
  /** The parameters it was asked with, for the preview's images (imagesFromResult). */
  parameters: GenerationParameters;
  /** The negative prompt as sent (none for models that refuse one). */
  negativePrompt?: string;
  /** The facts that make an error message concrete (model, architectures). */
  context: FailureContext;
  /** When it was sent, in ms since the epoch. */
  startedAt: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

function contextOf(value: unknown): FailureContext {
  if (!isRecord(value)) return {};
  const context: FailureContext = {};
  const model = text(value.model);
  const baseArchitecture = text(value.baseArchitecture);
  const loraArchitecture = text(value.loraArchitecture);
  if (model) context.model = model;
  if (baseArchitecture) context.baseArchitecture = baseArchitecture;
  if (loraArchitecture) context.loraArchitecture = loraArchitecture;
  return context;
}

/** Whether a record started at `startedAt` is still followed at `now`. */
export function isInFlightFresh(startedAt: number, now: number = Date.now()): boolean {
  const age = now - startedAt;
  return age >= 0 && age < IN_FLIGHT_MAX_AGE_MS;
}

/**
 * Remembers a generation as it is sent. Storage that refuses (quota, disabled) only costs the
 * recovery after a reload, so it is not an error; inline guide images are left out, as
 * everywhere parameters are stored.
 */
export function writeInFlightGeneration(record: InFlightGeneration): void {
  try {
    sessionStorage.setItem(
      IN_FLIGHT_GENERATION_KEY,
      JSON.stringify({ ...record, parameters: storableParameters(record.parameters) }),
    );
  } catch {
    // Not remembered: a reload then forgets this generation, as before.
  }
}

/** Forgets the remembered generation (its answer arrived, or it is settled or gone). */
export function clearInFlightGeneration(): void {
  try {
    sessionStorage.removeItem(IN_FLIGHT_GENERATION_KEY);
  } catch {
    // Storage unavailable: nothing was remembered either.
  }
}

/**
 * The generation to look for on this visit: the record of this user, younger than
 * IN_FLIGHT_MAX_AGE_MS. A stale, foreign or malformed record is removed and null returned.
 */
export function readInFlightGeneration(
  userId: string,
  now: number = Date.now(),
): InFlightGeneration | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(IN_FLIGHT_GENERATION_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const taskUUID = isRecord(parsed) ? text(parsed.taskUUID) : undefined;
  const startedAt = isRecord(parsed) ? parsed.startedAt : undefined;
  if (
    !isRecord(parsed) ||
    !taskUUID ||
    parsed.userId !== userId ||
    typeof startedAt !== 'number' ||
    !isInFlightFresh(startedAt, now)
  ) {
    clearInFlightGeneration();
    return null;
  }
  const negativePrompt = typeof parsed.negativePrompt === 'string' ? parsed.negativePrompt : null;
  return {
    taskUUID,
    userId,
    parameters: normalizeParameters(parsed.parameters),
    ...(negativePrompt !== null ? { negativePrompt } : {}),
    context: contextOf(parsed.context),
    startedAt,
  };
}
