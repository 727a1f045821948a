import { ValidationFailedError } from '../../common/errors/domain-errors.js';
import { axisLabel, withAxisValue } from './comparison-parameters.js';

const base = {
  prompt: 'a red fox in the snow',
  loras: [{ model: 'civitai:1@1', weight: 1 }, { model: 'civitai:2@2' }],
};

describe('a comparison axis value in a cell’s request', () => {
  it('puts numbers where the setting takes numbers', () => {
    const axis = { parameter: 'cfgScale' as const, values: ['4', ' 7.5 '] };
    expect(withAxisValue(base, axis, 1, 'x')).toMatchObject({ cfgScale: 7.5 });
    expect(axisLabel(axis, 1)).toBe('CFG 7.5');
  });

  it('refuses a value that is not of the setting’s type, naming it', () => {
    const axis = { parameter: 'steps' as const, values: ['10', '12.5'] };
    expect(() => withAxisValue(base, axis, 1, 'y')).toThrow(
      expect.objectContaining({ details: { field: 'y.values[1]' } }) as ValidationFailedError,
    );
  });

  it('weighs the first LoRA only, and needs one', () => {
    const axis = { parameter: 'loraWeight' as const, values: ['0.4'] };
    expect(withAxisValue(base, axis, 0, 'x').loras).toEqual([
      { model: 'civitai:1@1', weight: 0.4 },
      { model: 'civitai:2@2' },
    ]);
    expect(() => withAxisValue({ prompt: 'x' }, axis, 0, 'x')).toThrow(
      expect.objectContaining({ details: { field: 'x.parameter' } }) as ValidationFailedError,
    );
  });

  it('replaces the searched text of the prompt, and refuses text the prompt lacks', () => {
    const axis = { parameter: 'prompt' as const, values: ['wolf', 'owl'], search: 'fox' };
    expect(withAxisValue(base, axis, 1, 'x').prompt).toBe('a red owl in the snow');
    expect(axisLabel(axis, 0)).toBe('fox → wolf');
    expect(() => withAxisValue(base, { ...axis, search: 'cat' }, 0, 'x')).toThrow(
      expect.objectContaining({ details: { field: 'x.search' } }) as ValidationFailedError,
    );
  });
});
