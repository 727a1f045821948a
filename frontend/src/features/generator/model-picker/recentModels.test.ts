import { RECENT_MODELS_KEY } from '../../../lib/storageKeys';
import { readRecentModels, rememberRecentModel } from './recentModels';

describe('recent models', () => {
  it('keeps the last three of each picker, newest first, each once', () => {
    for (const air of ['a', 'b', 'c', 'a', 'd']) rememberRecentModel('lora', air);
    rememberRecentModel('base', 'x');
    expect(readRecentModels('lora')).toEqual(['d', 'a', 'c']);
    expect(readRecentModels('base')).toEqual(['x']);
    expect(readRecentModels('vae')).toEqual([]);
  });

  it('reads malformed storage as none', () => {
    localStorage.setItem(RECENT_MODELS_KEY, '{"lora": "a", "base": [1, "x"]}');
    expect(readRecentModels('lora')).toEqual([]);
    expect(readRecentModels('base')).toEqual(['x']);
    localStorage.setItem(RECENT_MODELS_KEY, 'not json');
    expect(readRecentModels('base')).toEqual([]);
    rememberRecentModel('base', 'y');
    expect(readRecentModels('base')).toEqual(['y']);
  });
});
