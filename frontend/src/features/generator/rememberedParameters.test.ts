import { clearCopiedSettings, readCopiedSettings } from './copiedSettings';
import { DEFAULT_PARAMETERS, defaultParameters } from './generationParameters';
import {
  readPromptDraft,
  readRememberedParameters,
  rememberParameters,
  setRememberParameters,
  writePromptDraft,
} from './rememberedParameters';
import {
  COPIED_SETTINGS_KEY,
  GENERATION_SETTINGS_KEY,
  REMEMBER_SETTINGS_KEY,
} from '../../lib/storageKeys';

const stored = () => JSON.parse(localStorage.getItem(GENERATION_SETTINGS_KEY) ?? 'null') as unknown;

describe('remembered parameters', () => {
  it('reads nothing while remembering is off', () => {
    localStorage.setItem(GENERATION_SETTINGS_KEY, JSON.stringify({ prompt: 'kept' }));
    expect(readRememberedParameters()).toBeNull();
  });

  it('reads the saved parameters, and the defaults from malformed storage', () => {
    localStorage.setItem(REMEMBER_SETTINGS_KEY, 'true');
    localStorage.setItem(GENERATION_SETTINGS_KEY, JSON.stringify({ prompt: 'kept', steps: 40 }));
    expect(readRememberedParameters()).toMatchObject({ prompt: 'kept', steps: 40 });
    localStorage.setItem(GENERATION_SETTINGS_KEY, '{not json');
    expect(readRememberedParameters()).toEqual(DEFAULT_PARAMETERS);
  });

  it("saves beside the settings page's keys and deletes only its own when turned off", () => {
    localStorage.setItem(
      GENERATION_SETTINGS_KEY,
      JSON.stringify({ apiKey: 'k', displayCost: false }),
    );
    setRememberParameters(true, { ...defaultParameters(), prompt: 'a fox' });
    expect(localStorage.getItem(REMEMBER_SETTINGS_KEY)).toBe('true');
    expect(stored()).toMatchObject({ apiKey: 'k', displayCost: false, prompt: 'a fox' });

    rememberParameters({ ...defaultParameters(), prompt: 'a wolf' });
    expect(stored()).toMatchObject({ prompt: 'a wolf' });

    setRememberParameters(false, defaultParameters());
    expect(localStorage.getItem(REMEMBER_SETTINGS_KEY)).toBe('false');
    expect(stored()).toEqual({ apiKey: 'k', displayCost: false });
  });
});

describe('copied settings', () => {
  it('reads the gallery copy as parameters and forgets it on request', () => {
    localStorage.setItem(
      COPIED_SETTINGS_KEY,
      JSON.stringify({
        prompt: 'copied',
        negative_prompt: '',
        model_id: 'civitai:1@2',
        width: 768,
      }),
    );
    expect(readCopiedSettings()).toMatchObject({
      prompt: 'copied',
      negative_prompt: '',
      model_id: 'civitai:1@2',
      width: 768,
    });
    clearCopiedSettings();
    expect(readCopiedSettings()).toBeNull();
  });

  it('ignores junk', () => {
    localStorage.setItem(COPIED_SETTINGS_KEY, '[1,2]');
    expect(readCopiedSettings()).toBeNull();
    localStorage.setItem(COPIED_SETTINGS_KEY, 'nope');
    expect(readCopiedSettings()).toBeNull();
  });
});

describe('the prompt draft', () => {
  it('keeps the prompt and negative prompt for the user who wrote them, not in storage', () => {
    writePromptDraft('7', { prompt: 'a fox', negative_prompt: 'people' });
    expect(readPromptDraft('7')).toEqual({ prompt: 'a fox', negative_prompt: 'people' });
    expect(readPromptDraft('8')).toBeNull();
    // Neither 'Remember settings' nor the tab's storage: a reload starts afresh (spec).
    expect(localStorage.getItem(GENERATION_SETTINGS_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
