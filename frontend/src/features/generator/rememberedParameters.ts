import {
  mergeGenerationSettings,
  readGenerationSettings,
  readRememberSettings,
  writeRememberSettings,
} from '../../lib/generationSettings';
import type { GenerationParameters } from './generationParameters';
import { normalizeParameters, storableParameters } from './normalizeParameters';

/**
 * 'Remember settings': while on, the parameters are saved into
 * 'generationSettings' on every change and read back at start; off deletes them.
 */

/** The saved parameters when remembering is on (malformed fields take defaults), else null. */
export function readRememberedParameters(): GenerationParameters | null {
  if (!readRememberSettings()) return null;
  return normalizeParameters(readGenerationSettings());
}

/** Saves the parameters beside the settings page's own keys. Throws when storage refuses. */
export function rememberParameters(parameters: GenerationParameters): void {
  mergeGenerationSettings({ ...storableParameters(parameters) });
}

/** Turns remembering on (saving the current parameters at once) or off (deleting them). */
export function setRememberParameters(remember: boolean, parameters: GenerationParameters): void {
  writeRememberSettings(remember);
  if (remember) rememberParameters(parameters);
}

/**
 * The prompt being written, kept while the app runs whatever 'Remember settings' says: a visit to
 * another page does not lose it. Not in browser storage: with 'Remember settings' off, a reload
 * starts afresh (spec). Per user, so another account in the tab starts afresh too.
 */
export type PromptDraft = Pick<GenerationParameters, 'prompt' | 'negative_prompt'>;

let promptDraft: (PromptDraft & { userId: string }) | null = null;

/** This user's prompt draft, or null when there is none (or it is another user's). */
export function readPromptDraft(userId: string): PromptDraft | null {
  if (promptDraft?.userId !== userId) return null;
  const { prompt, negative_prompt } = promptDraft;
  return { prompt, negative_prompt };
}

export function writePromptDraft(userId: string, draft: PromptDraft): void {
  promptDraft = { userId, prompt: draft.prompt, negative_prompt: draft.negative_prompt };
}

/** Forgets every draft (each test starts without one, as a reload does). */
export function forgetPromptDrafts(): void {
  promptDraft = null;
}
