import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BoundedMap } from '../src/protocol/bounded-map.js';
import { TaskResults } from '../src/protocol/task-results.js';
import { GeneratedImageStore } from '../src/storage/generated-image-store.js';
import { ImageLibrary } from '../src/storage/image-library.js';

describe('bounded stores of accepted tasks', () => {
  it('forgets the oldest entries past the number of entries', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 2 });
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10); // an update keeps its age
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([undefined, 2, 3]);
  });

  it('forgets the oldest entries past the total weight, keeping the newest', () => {
    const map = new BoundedMap<string, string>({
      maxEntries: 10,
      maxWeight: 10,
      weigh: (value) => value.length,
    });
    map.set('a', 'xxxx');
    map.set('b', 'xxxx');
    map.set('c', 'xxxx');
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([undefined, 'xxxx', 'xxxx']);
    map.set('d', 'x'.repeat(50));
    expect([map.get('b'), map.get('c'), map.get('d')]).toEqual([
      undefined,
      undefined,
      'x'.repeat(50),
    ]);
  });

  it('keeps task results by case-insensitive taskUUID, within their budget of bytes', () => {
    const results = new TaskResults({ maxEntries: 10, maxBytes: 1000 });
    const kept = { taskType: 'imageInference', deliveryMethod: 'sync' as const, request: {} };
    const first = { ...kept, taskUUID: 'AAAAAAAA-0000-4000-8000-000000000001' };
    const second = { ...kept, taskUUID: 'aaaaaaaa-0000-4000-8000-000000000002' };
    results.start(first);
    expect(results.get(first.taskUUID.toLowerCase())?.status).toBe('processing');
    results.succeed(first, [{ imageBase64Data: 'x'.repeat(600) }]);
    results.succeed(second, [{ imageBase64Data: 'x'.repeat(600) }]);
    expect(results.get(first.taskUUID)).toBeUndefined();
    expect(results.get(second.taskUUID)?.status).toBe('success');
  });

  it('forgets the origin of the oldest images, still finding their files', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'image-library-'));
    const files = new GeneratedImageStore(directory);
    try {
      const library = new ImageLibrary(files, { maxEntries: 2, maxPromptCharacters: 1000 });
      const uuids = [1, 2, 3].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
      for (const [index, imageUUID] of uuids.entries()) {
        const bytes = Buffer.from(`image ${index}`);
        await library.add({
          imageUUID,
          bytes,
          format: 'PNG',
          origin: { prompt: `prompt ${index}` },
        });
      }
      const oldest = await library.read(uuids[0] as string);
      expect(oldest?.bytes.toString()).toBe('image 0');
      expect(oldest?.image.origin).toEqual({});
      expect(library.origin(Buffer.from('image 0'))).toEqual({});
      expect((await library.read(uuids[2] as string))?.image.origin).toEqual({
        prompt: 'prompt 2',
      });
      expect(library.origin(Buffer.from('image 2'))).toEqual({ prompt: 'prompt 2' });
      expect(await library.read('00000000-0000-4000-8000-000000000009')).toBeUndefined();
    } finally {
      files.stop();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
