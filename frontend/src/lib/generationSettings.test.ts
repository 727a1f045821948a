import {
  forgetSavedParameters,
  mergeGenerationSettings,
  readGenerationSettings,
  readRememberSettings,
  readUserSettings,
  writeRememberSettings,
} from './generationSettings';
import { GENERATION_SETTINGS_KEY, REMEMBER_SETTINGS_KEY } from './storageKeys';

const stored = () => localStorage.getItem(GENERATION_SETTINGS_KEY);
const storedObject = () => JSON.parse(stored() ?? 'null') as unknown;
const store = (value: unknown) =>
  localStorage.setItem(GENERATION_SETTINGS_KEY, JSON.stringify(value));

describe('readGenerationSettings', () => {
  it('reads the stored object', () => {
    store({ prompt: 'a cat', apiKey: 'k' });
    expect(readGenerationSettings()).toEqual({ prompt: 'a cat', apiKey: 'k' });
  });

  it('reads nothing stored, malformed JSON and non-objects as empty', () => {
    expect(readGenerationSettings()).toEqual({});
    for (const raw of ['{not json', '[1,2]', 'null', '42', '"text"']) {
      localStorage.setItem(GENERATION_SETTINGS_KEY, raw);
      expect(readGenerationSettings()).toEqual({});
    }
  });
});

describe('mergeGenerationSettings', () => {
  it('adds and replaces keys, keeping all others', () => {
    store({ prompt: 'a cat', steps: 30, apiKey: 'old' });

    mergeGenerationSettings({ apiKey: 'new', apiEndpoint: 'https://example.com/v1' });

    expect(storedObject()).toEqual({
      prompt: 'a cat',
      steps: 30,
      apiKey: 'new',
      apiEndpoint: 'https://example.com/v1',
    });
  });

  it('removes a key set to undefined', () => {
    store({ prompt: 'a cat', apiKey: 'k' });

    mergeGenerationSettings({ apiKey: undefined });

    expect(storedObject()).toEqual({ prompt: 'a cat' });
  });

  it('starts afresh over malformed JSON', () => {
    localStorage.setItem(GENERATION_SETTINGS_KEY, '{oops');

    mergeGenerationSettings({ displayCost: false });

    expect(storedObject()).toEqual({ displayCost: false });
  });

  it('lets a refused write reach the caller', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('Quota exceeded');
    });
    try {
      expect(() => mergeGenerationSettings({ apiKey: 'k' })).toThrow('Quota exceeded');
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('readUserSettings', () => {
  it('defaults to no key, no endpoint and costs shown', () => {
    expect(readUserSettings()).toEqual({ apiKey: '', apiEndpoint: '', displayCost: true });
  });

  it('reads the stored values and ignores ones of the wrong type', () => {
    store({ apiKey: 'k', apiEndpoint: 'https://example.com', displayCost: false });
    expect(readUserSettings()).toEqual({
      apiKey: 'k',
      apiEndpoint: 'https://example.com',
      displayCost: false,
    });

    store({ apiKey: 7, apiEndpoint: null, displayCost: 'false' });
    expect(readUserSettings()).toEqual({ apiKey: '', apiEndpoint: '', displayCost: true });
  });
});

describe('Remember settings', () => {
  it('is off by default and unless exactly "true"', () => {
    expect(readRememberSettings()).toBe(false);
    localStorage.setItem(REMEMBER_SETTINGS_KEY, 'yes');
    expect(readRememberSettings()).toBe(false);
    localStorage.setItem(REMEMBER_SETTINGS_KEY, 'true');
    expect(readRememberSettings()).toBe(true);
  });

  it('stores "true" and keeps the saved parameters when turned on', () => {
    store({ prompt: 'a cat', apiKey: 'k' });

    writeRememberSettings(true);

    expect(localStorage.getItem(REMEMBER_SETTINGS_KEY)).toBe('true');
    expect(storedObject()).toEqual({ prompt: 'a cat', apiKey: 'k' });
  });

  it('stores "false" and deletes the saved parameters, not the user settings, when turned off', () => {
    store({
      prompt: 'a cat',
      negative_prompt: 'blurry',
      loras: [{ id: 'x', weight: 1 }],
      apiKey: 'k',
      apiEndpoint: 'https://example.com/v1',
      displayCost: false,
    });

    writeRememberSettings(false);

    expect(localStorage.getItem(REMEMBER_SETTINGS_KEY)).toBe('false');
    expect(storedObject()).toEqual({
      apiKey: 'k',
      apiEndpoint: 'https://example.com/v1',
      displayCost: false,
    });
  });

  it('removes the entry when only parameters were saved, and copes with malformed JSON', () => {
    store({ prompt: 'a cat' });
    forgetSavedParameters();
    expect(stored()).toBeNull();

    localStorage.setItem(GENERATION_SETTINGS_KEY, '{oops');
    forgetSavedParameters();
    expect(stored()).toBeNull();
  });
});
