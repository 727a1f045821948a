// How long the user's last generation of a model at a size took, from the click to the images:
// the "about N s" of the next one like it. Kept in localStorage, so it outlives a reload.
import { GENERATION_DURATIONS_KEY } from '../../../lib/storageKeys';

/** Enough for the models and sizes one person switches between; older entries give way. */
const MAX_ENTRIES = 30;

export interface DurationKey {
  model_id: string;
  width: number;
  height: number;
}

/** Used when storage refuses (disabled, private mode): the estimate then lasts for the visit. */
const inMemory = new Map<string, number>();

function keyOf({ model_id, width, height }: DurationKey): string {
  return `${model_id}|${width}x${height}`;
}

function readAll(): Map<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GENERATION_DURATIONS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return new Map();
    const entries = parsed.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'number' &&
        Number.isFinite(entry[1]) &&
        entry[1] > 0,
    );
    return new Map(entries);
  } catch {
    return new Map(inMemory);
  }
}

/** The last duration in ms for this model and size, or null when there was none. */
export function expectedDurationMs(key: DurationKey): number | null {
  return readAll().get(keyOf(key)) ?? null;
}

/** Remembers how long a generation took; the newest entries are kept. */
export function recordDuration(key: DurationKey, durationMs: number): void {
  if (!Number.isFinite(durationMs) || durationMs <= 0) return;
  const id = keyOf(key);
  const all = readAll();
  all.delete(id);
  all.set(id, durationMs);
  const newest = [...all].slice(-MAX_ENTRIES);
  try {
    localStorage.setItem(GENERATION_DURATIONS_KEY, JSON.stringify(newest));
  } catch {
    // Storage refused: the copy in memory serves this visit.
    inMemory.clear();
    for (const [entry, ms] of newest) inMemory.set(entry, ms);
  }
}
