import {
  appendTriggerWord,
  effectiveNegativePrompt,
  isFluxArchitecture,
  parseSeedInput,
  randomSeed,
  refusalBeforeGenerate,
} from './generationRules';

describe('generation rules', () => {
  it('treats FLUX.1 D and FLUX.1 S as FLUX, nothing else', () => {
    expect(isFluxArchitecture('FLUX.1 D')).toBe(true);
    expect(isFluxArchitecture('FLUX.1 S')).toBe(true);
    expect(isFluxArchitecture('SDXL 1.0')).toBe(false);
    expect(isFluxArchitecture(undefined)).toBe(false);
  });

  it('needs a non-blank prompt before generating', () => {
    expect(refusalBeforeGenerate('  ', 'blurry', false)).toEqual({
      title: 'Error',
      description: 'Please enter a prompt before generating images.',
    });
    expect(refusalBeforeGenerate('a fox', 'blurry', false)).toBeNull();
  });

  it('refuses a one-character negative prompt, except for FLUX where none is sent', () => {
    expect(refusalBeforeGenerate('a fox', 'x', false)?.description).toMatch(/at least 2/);
    expect(refusalBeforeGenerate('a fox', 'x', true)).toBeNull();
    expect(refusalBeforeGenerate('a fox', '', false)).toBeNull();
  });

  it('sends the default negative prompt when empty and none for FLUX', () => {
    expect(effectiveNegativePrompt('', false)).toBe('blurry, bad quality');
    expect(effectiveNegativePrompt('  noise ', false)).toBe('noise');
    expect(effectiveNegativePrompt('noise', true)).toBeUndefined();
  });

  it('appends a trigger word after a comma', () => {
    expect(appendTriggerWord('a castle', 'pixel art')).toBe('a castle, pixel art');
    expect(appendTriggerWord('a castle  ', 'pixel art')).toBe('a castle, pixel art');
    expect(appendTriggerWord('', 'pixel art')).toBe('pixel art');
  });

  it('accepts digits or nothing as a seed; nothing means random', () => {
    expect(parseSeedInput('')).toEqual({ seed: null });
    expect(parseSeedInput('0042')).toEqual({ seed: 42 });
    expect(parseSeedInput('12a')).toBeNull();
    expect(parseSeedInput('-1')).toBeNull();
    expect(parseSeedInput('1.5')).toBeNull();
  });

  it('picks random seeds from 1 to just below one billion', () => {
    expect(randomSeed(() => 0)).toBe(1);
    expect(randomSeed(() => 0.999999999999)).toBe(999_999_999);
    for (let i = 0; i < 100; i += 1) {
      const seed = randomSeed();
      expect(Number.isInteger(seed) && seed >= 1 && seed < 1_000_000_000).toBe(true);
    }
  });
});
