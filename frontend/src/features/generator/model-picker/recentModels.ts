import { RECENT_MODELS_KEY } from '../../../lib/storageKeys';
import type { AddOnKind } from '../modelChoices';

/** Which picker a model was chosen in: each remembers its own. */
export type PickerKind = 'base' | AddOnKind;

/** How many models each picker remembers. */
export const RECENT_MODELS_MAX = 3;

type RecentModels = Partial<Record<PickerKind, string[]>>;

function readAll(): RecentModels {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_MODELS_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as RecentModels)
      : {};
  } catch {
    return {};
  }
}

/** The AIRs last chosen in a picker, newest first (anything malformed is left out). */
export function readRecentModels(kind: PickerKind): string[] {
  const airs = readAll()[kind];
  return Array.isArray(airs)
    ? airs.filter((air): air is string => typeof air === 'string').slice(0, RECENT_MODELS_MAX)
    : [];
}

/** Puts a model first among a picker's recent ones; a full or refused storage only forgets. */
export function rememberRecentModel(kind: PickerKind, air: string): void {
  const recent = [air, ...readRecentModels(kind).filter((known) => known !== air)];
  try {
    localStorage.setItem(
      RECENT_MODELS_KEY,
      JSON.stringify({ ...readAll(), [kind]: recent.slice(0, RECENT_MODELS_MAX) }),
    );
  } catch {
    // Remembering is a convenience: the choice itself stands.
  }
}
