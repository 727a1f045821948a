import { defaultParameters } from '../generationParameters';
import { parametersReducer } from './parametersReducer';

describe('parametersReducer', () => {
  const start = { ...defaultParameters(), prompt: 'a fox' };

  it('merges changes into the current parameters', () => {
    expect(parametersReducer(start, { type: 'update', changes: { steps: 30 } })).toEqual({
      ...start,
      steps: 30,
    });
  });

  it('turns a transparent background off when another format than PNG is chosen', () => {
    const transparent = { ...start, format: 'png' as const, transparentBackground: true };
    expect(
      parametersReducer(transparent, { type: 'update', changes: { steps: 30 } }),
    ).toMatchObject({ format: 'png', transparentBackground: true });
    expect(
      parametersReducer(transparent, { type: 'update', changes: { format: 'webp' } }),
    ).toMatchObject({ format: 'webp', transparentBackground: false });
    // Turned on from a JPEG, the format becomes PNG with it.
    expect(
      parametersReducer(start, {
        type: 'update',
        changes: { transparentBackground: true, format: 'png' },
      }),
    ).toMatchObject({ format: 'png', transparentBackground: true });
  });

  it('makes the size custom when a dimension is typed', () => {
    const next = parametersReducer(start, { type: 'setDimension', dimension: 'width', value: 768 });
    expect(next).toMatchObject({ width: 768, height: 1024, sizePreset: 'custom' });
  });

  it('replaces everything, or resets to the defaults', () => {
    const other = { ...defaultParameters(), prompt: 'other', steps: 50 };
    expect(parametersReducer(start, { type: 'replace', parameters: other })).toBe(other);
    expect(parametersReducer(start, { type: 'reset' })).toEqual(defaultParameters());
  });

  it('drops the mask with the source it was painted on', () => {
    const painted = { ...start, seedImage: 'uuid-a', maskImage: 'uuid-mask' };
    expect(parametersReducer(painted, { type: 'setSource', seedImage: 'uuid-b' })).toMatchObject({
      seedImage: 'uuid-b',
      maskImage: null,
    });
    expect(parametersReducer(painted, { type: 'setSource', seedImage: null })).toMatchObject({
      seedImage: null,
      maskImage: null,
    });
  });

  it('adds, changes and removes add-on items', () => {
    const item = { id: 'civitai:1@1', name: 'L', weight: 1 };
    let state = parametersReducer(start, { type: 'addExtra', list: 'loras', item });
    state = parametersReducer(state, {
      type: 'addExtra',
      list: 'loras',
      item: { ...item, name: 'M' },
    });
    state = parametersReducer(state, {
      type: 'updateExtra',
      list: 'loras',
      index: 1,
      changes: { weight: 0.4 },
    });
    expect(state.loras).toEqual([item, { ...item, name: 'M', weight: 0.4 }]);
    state = parametersReducer(state, { type: 'removeExtra', list: 'loras', index: 0 });
    expect(state.loras).toEqual([{ ...item, name: 'M', weight: 0.4 }]);
  });
});
