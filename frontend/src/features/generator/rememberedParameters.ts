import {
  mergeGenerationSettings,
  readGenerationSettings,
  readRememberSettings,
  writeRememberSettings,
} from '../../lib/generationSettings';
import { type GenerationParameters } from './generationParameters';
import { normalizeParameters, storableParameters } from './normalizeParameters';

/**
 * 'Remember settings' (spec part 1 §4): while on, the parameters are saved into
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
