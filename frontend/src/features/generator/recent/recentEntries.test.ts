import { entryName, recentEntries } from './recentEntries';
import { recentCutOut, recentGeneration, recentUpscale } from './testing/recentMocks';

const fox = recentGeneration('g-fox', { images: ['fox-1', 'fox-2'] });

describe('the strip of recent generations', () => {
  it('lists what made images, newest first, naming the tool or the model', () => {
    const failed = recentGeneration('g-failed', { status: 'failed', images: [] });
    const running = recentGeneration('g-running', { status: 'running', images: [] });
    const described = recentGeneration('g-caption', { taskType: 'caption', images: [] });

    const entries = recentEntries([recentUpscale, failed, described, running, fox]);

    expect(entries.map((entry) => entry.id)).toEqual(['g-up', 'g-fox']);
    expect(entries.map(entryName)).toEqual([
      'Upscaled ×4: a fox, 1 image',
      'SDXL: a fox, 2 images',
    ]);
    expect(entries[0]?.thumbnailUrl).toBe('https://images.example/fox-2-up.jpg');
  });

  it('names an entry without a known prompt by what made it, and shortens long prompts', () => {
    const long = recentGeneration('g-long', {
      modelName: null,
      parameters: { prompt: 'a fox '.repeat(40) },
    });
    const [cut, longOne] = recentEntries([recentCutOut, long]);

    expect(entryName(cut!)).toBe('Background removed, 1 image');
    const name = entryName(longOne!);
    expect(name.startsWith('civitai:101055@128078: a fox a fox')).toBe(true);
    expect(name).toMatch(/…, 1 image$/);
    expect(name.length).toBeLessThan(130);
  });
});
