import { BoundedMap } from '../src/protocol/bounded-map.js';
import { TaskResults } from '../src/protocol/task-results.js';

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
    const first = { taskType: 'imageInference', taskUUID: 'AAAAAAAA-0000-4000-8000-000000000001' };
    const second = { taskType: 'imageInference', taskUUID: 'aaaaaaaa-0000-4000-8000-000000000002' };
    results.start(first);
    expect(results.get(first.taskUUID.toLowerCase())?.status).toBe('processing');
    results.succeed(first, [{ imageBase64Data: 'x'.repeat(600) }]);
    results.succeed(second, [{ imageBase64Data: 'x'.repeat(600) }]);
    expect(results.get(first.taskUUID)).toBeUndefined();
    expect(results.get(second.taskUUID)?.status).toBe('success');
  });
});
