import {
  appendTriggerWord,
  effectiveNegativePrompt,
  parseSeedInput,
  randomSeed,
  refusalBeforeGenerate,
} from './generationRules';

describe('generation rules', () => {
  it('needs a non-blank prompt before generating', () => {
    expect(refusalBeforeGenerate('  ', 'blurry', true)).toEqual({
      title: 'Error',
      description: 'Please enter a prompt before generating images.',
    });
    expect(refusalBeforeGenerate('a fox', 'blurry', true)).toBeNull();
  });

  it('refuses a one-character negative prompt, except where none is supported (none is sent)', () => {
    expect(refusalBeforeGenerate('a fox', 'x', true)?.description).toMatch(/at least 2/);
    expect(refusalBeforeGenerate('a fox', 'x', false)).toBeNull();
    expect(refusalBeforeGenerate('a fox', '', true)).toBeNull();
  });

  it('sends the default negative prompt when empty, and none where it is not supported', () => {
    expect(effectiveNegativePrompt('', true)).toBe('blurry, bad quality');
    expect(effectiveNegativePrompt('  noise ', true)).toBe('noise');
    expect(effectiveNegativePrompt('noise', false)).toBeUndefined();
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
