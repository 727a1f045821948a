import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueueName } from './queue-name.js';
import { QUEUE_PROCESSORS } from './queue-processors.js';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.spec.ts') ? [file] : [];
  });
}

describe('the queue processor registry', () => {
  it('has exactly one processor for every queue', () => {
    const queues = QUEUE_PROCESSORS.map(([queue]) => queue).sort();
    expect(queues).toEqual(Object.values(QueueName).sort());
  });

  it('is the only way a processor is registered: no class carries its own @Processor', () => {
    const decorated = sourceFiles(SOURCE).filter((file) =>
      /@Processor\(/.test(readFileSync(file, 'utf8')),
    );
    expect(decorated.map((file) => path.relative(SOURCE, file))).toEqual([]);
  });
});
