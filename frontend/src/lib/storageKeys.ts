/**
 * Every key this app keeps in the browser's storage, in one place: two features cannot pick the
 * same key, and a key's name is declared once (lib/storageKeys.test.ts keeps it so).
 */

/** localStorage: the signed-in user's token (lib/authToken). */
export const AUTH_TOKEN_KEY = 'authToken';
/** localStorage: the chosen colour theme, 'light' or 'dark' (app/themeChoice). */
export const THEME_STORAGE_KEY = 'ui-theme';
/** localStorage: the dashboard's parameters while "Remember settings" is on. */
export const GENERATION_SETTINGS_KEY = 'generationSettings';
/** localStorage: whether "Remember settings" is on. */
export const REMEMBER_SETTINGS_KEY = 'rememberSettings';
/** localStorage: settings copied from Generation Details for the dashboard to apply. */
export const COPIED_SETTINGS_KEY = 'copiedSettings';
/** localStorage: how long recent generations took, for the dashboard's time estimate. */
export const GENERATION_DURATIONS_KEY = 'generationDurations';
/** sessionStorage: the generation this tab waits for, so a reload picks its answer up. */
export const IN_FLIGHT_GENERATION_KEY = 'inFlightGeneration';
/** localStorage: the models last chosen in each model picker (base model, LoRA, VAE, ...). */
export const RECENT_MODELS_KEY = 'recentModels';
