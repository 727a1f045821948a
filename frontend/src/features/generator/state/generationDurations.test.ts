import { expectedDurationMs, recordDuration } from './generationDurations';
import { GENERATION_DURATIONS_KEY } from '../../../lib/storageKeys';

const sdxlSquare = { model_id: 'civitai:101055@128078', width: 1024, height: 1024 };

describe('generation durations', () => {
  it('knows nothing before the first generation', () => {
    expect(expectedDurationMs(sdxlSquare)).toBeNull();
  });

  it('expects the duration of the last generation of the same model and size', () => {
    recordDuration(sdxlSquare, 14_000);
    recordDuration(sdxlSquare, 9_500);

    expect(expectedDurationMs(sdxlSquare)).toBe(9_500);
    expect(expectedDurationMs({ ...sdxlSquare, height: 1536 })).toBeNull();
    expect(expectedDurationMs({ ...sdxlSquare, model_id: 'runware:101@1' })).toBeNull();
  });

  it('keeps them across a reload, the newest 30 at most', () => {
    for (let width = 1; width <= 35; width += 1) recordDuration({ ...sdxlSquare, width }, width);

    const stored = JSON.parse(localStorage.getItem(GENERATION_DURATIONS_KEY) ?? '[]') as unknown[];
    expect(stored).toHaveLength(30);
    expect(expectedDurationMs({ ...sdxlSquare, width: 35 })).toBe(35);
    expect(expectedDurationMs({ ...sdxlSquare, width: 5 })).toBeNull();
  });

  it('ignores malformed storage and impossible durations', () => {
    localStorage.setItem(GENERATION_DURATIONS_KEY, '{"not":"a list"');
    expect(expectedDurationMs(sdxlSquare)).toBeNull();
    recordDuration(sdxlSquare, -1);
    recordDuration(sdxlSquare, Number.NaN);
    expect(expectedDurationMs(sdxlSquare)).toBeNull();
  });
});
