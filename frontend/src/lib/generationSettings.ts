/**
 * The browser-stored generation settings, shared by the settings page and the dashboard.
 *
 * 'generationSettings' is one JSON object holding two kinds of keys: the user's own settings from
 * the settings page (apiKey, apiEndpoint, displayCost) and, while 'rememberSettings' is 'true',
 * the dashboard's saved parameters. Every write merges into what is there, so neither side drops
 * the other's keys, and a malformed entry reads as empty instead of breaking the page.
 */
import { GENERATION_SETTINGS_KEY, REMEMBER_SETTINGS_KEY } from './storageKeys';

/** The image provider's v1 API, used when the user sets no endpoint of their own. */
export const DEFAULT_API_ENDPOINT = 'https://api.runware.ai/v1';

/** Keys the settings page owns; forgetting the saved parameters keeps these. */
export const USER_SETTING_KEYS = ['apiKey', 'apiEndpoint', 'displayCost'] as const;

export type StoredSettings = Record<string, unknown>;

export interface UserSettings {
  /** Empty: the studio's own key is used (through the server). */
  apiKey: string;
  /** Empty: the default endpoint. */
  apiEndpoint: string;
  displayCost: boolean;
}

function isPlainObject(value: unknown): value is StoredSettings {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Everything stored under 'generationSettings'; {} when absent or not a JSON object. */
export function readGenerationSettings(): StoredSettings {
  const raw = localStorage.getItem(GENERATION_SETTINGS_KEY);
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPlainObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function writeGenerationSettings(settings: StoredSettings): void {
  if (Object.keys(settings).length === 0) localStorage.removeItem(GENERATION_SETTINGS_KEY);
  else localStorage.setItem(GENERATION_SETTINGS_KEY, JSON.stringify(settings));
}

/**
 * Merges the changes into the stored settings; a key set to undefined is removed.
 * Throws when the browser refuses to store (quota, storage disabled): callers say so.
 */
export function mergeGenerationSettings(changes: StoredSettings): StoredSettings {
  const merged = { ...readGenerationSettings(), ...changes };
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined) delete merged[key];
  }
  writeGenerationSettings(merged);
  return merged;
}

/** The settings page's keys, with their defaults (no key, default endpoint, costs shown). */
export function readUserSettings(): UserSettings {
  const stored = readGenerationSettings();
  return {
    apiKey: typeof stored.apiKey === 'string' ? stored.apiKey : '',
    apiEndpoint: typeof stored.apiEndpoint === 'string' ? stored.apiEndpoint : '',
    displayCost: typeof stored.displayCost === 'boolean' ? stored.displayCost : true,
  };
}

/** Whether the dashboard keeps its parameters between visits; off unless exactly 'true'. */
export function readRememberSettings(): boolean {
  return localStorage.getItem(REMEMBER_SETTINGS_KEY) === 'true';
}

/** Stores the choice; turning it off deletes the saved parameters but keeps the user's settings. */
export function writeRememberSettings(remember: boolean): void {
  localStorage.setItem(REMEMBER_SETTINGS_KEY, String(remember));
  if (!remember) forgetSavedParameters();
}

/** Deletes every saved dashboard parameter, keeping apiKey, apiEndpoint and displayCost. */
export function forgetSavedParameters(): void {
  const stored = readGenerationSettings();
  const kept: StoredSettings = {};
  for (const key of USER_SETTING_KEYS) {
    if (key in stored) kept[key] = stored[key];
  }
  writeGenerationSettings(kept);
}
