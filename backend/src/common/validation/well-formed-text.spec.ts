import { invalidTextRefusal, textFault } from './well-formed-text.js';

describe('well-formed text', () => {
  it('finds NUL characters and lone surrogates, and nothing in ordinary text', () => {
    expect(textFault('a fox 🦊 in the snow, ÅÄÖ')).toBeNull();
    expect(textFault('a\u0000b')).toBe('nul');
    expect(textFault('x\ud800')).toBe('lone-surrogate');
    expect(textFault('\udc00\ud800')).toBe('lone-surrogate');
  });

  it('names where the bad text is: the argument, nested fields, list items and property names', () => {
    const refusal = (value: unknown, root?: string) => {
      const error = invalidTextRefusal(value, root);
      return error && { message: error.message, field: error.details?.field };
    };
    expect(refusal({ prompt: 'a fox', loras: [{ model: 'x:1@1' }] })).toBeNull();
    expect(refusal('a\u0000', 'folder')).toEqual({
      message: 'folder must not contain NUL characters',
      field: 'folder',
    });
    expect(refusal({ loras: [{ model: 'x' }, { model: '\ud800' }] }, 'input')).toEqual({
      message: 'input.loras[1].model is not valid Unicode text',
      field: 'loras.1.model',
    });
    expect(refusal([{ positivePrompt: '\u0000' }])).toEqual({
      message: '[0].positivePrompt must not contain NUL characters',
      field: '0.positivePrompt',
    });
    expect(refusal({ parameters: { 'a\u0000': 1 } })).toEqual({
      message: 'A property name in parameters must not contain NUL characters',
      field: 'parameters',
    });
    expect(refusal(['ok', '\u0000'], 'ids')).toEqual({
      message: 'ids[1] must not contain NUL characters',
      field: 'ids.1',
    });
    expect(refusal('\u0000')).toEqual({
      message: 'The text must not contain NUL characters',
      field: '',
    });
  });
});
