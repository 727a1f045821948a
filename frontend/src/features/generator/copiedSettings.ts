import type { GenerationParameters } from './generationParameters';
import { normalizeParameters } from './normalizeParameters';
import { COPIED_SETTINGS_KEY } from '../../lib/storageKeys';

// The gallery's "Copy Settings to Dashboard" leaves a creation's settings under COPIED_SETTINGS_KEY.

/** The settings copied from the gallery as parameters, or null when there are none (or junk). */
export function readCopiedSettings(): GenerationParameters | null {
  const raw = localStorage.getItem(COPIED_SETTINGS_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return normalizeParameters(parsed);
  } catch {
    return null;
  }
}

/**
 * Leaves settings for the dashboard to offer on its next visit: the gallery's "Copy Settings to
 * Dashboard" and the generation history's "Open in dashboard". Throws when the browser refuses to
 * store (quota, storage disabled): callers say so.
 */
export function writeCopiedSettings(settings: Record<string, unknown>): void {
  localStorage.setItem(COPIED_SETTINGS_KEY, JSON.stringify(settings));
}

/** Forgets the copied settings once they are applied or dismissed. */
export function clearCopiedSettings(): void {
  localStorage.removeItem(COPIED_SETTINGS_KEY);
}
