import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueueName } from './queue-name.js';
import { QUEUES } from './queue-registry.js';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const JOBS = path.join(SOURCE, 'jobs');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.spec.ts') ? [file] : [];
  });
}

const sources = sourceFiles(SOURCE).map((file) => ({
  file: path.relative(SOURCE, file),
  outsideJobs: !file.startsWith(`${JOBS}${path.sep}`),
  text: readFileSync(file, 'utf8'),
}));

/** A class body without its constructor, where setting up fields is what a constructor is for. */
function withoutConstructor(text: string): string {
  const start = text.search(/\n\s+constructor\(/);
  if (start < 0) return text;
  let depth = 0;
  for (let index = text.indexOf('{', text.indexOf(')', start)); index < text.length; index++) {
    if (text[index] === '{') depth++;
    if (text[index] === '}' && --depth === 0) return text.slice(0, start) + text.slice(index + 1);
  }
  return text;
}

/** A field of `this` written to: per-run state on an instance every run shares. */
const FIELD_WRITE = /\bthis\.\w+\s*(?:[-+*/]?=(?!=)|\+\+|--)|\bthis\.\w+\.push\(/;

describe('the queue processors', () => {
  it('gives every queue one processor, and no processor two queues', () => {
    expect(Object.keys(QUEUES).sort()).toEqual(Object.values(QueueName).sort());
    const processors = Object.values(QUEUES).map((queue) => queue.processor);
    expect(new Set(processors).size).toBe(processors.length);
  });

  it('run only through the registry: nothing else registers a queue or makes a worker', () => {
    const consumers = sources
      .filter(
        ({ outsideJobs, text }) =>
          outsideJobs && /@Processor\(|WorkerHost|new Worker\(|registerQueue/.test(text),
      )
      .map(({ file }) => file);
    expect(consumers).toEqual([]);
  });

  it('are all in the registry: a class implementing QueueProcessor has a queue', () => {
    const declared = sources.flatMap(({ text }) =>
      [...text.matchAll(/class (\w+) implements QueueProcessor\b/g)].map((match) => match[1]),
    );
    const registered = Object.values(QUEUES).map((queue) => queue.processor.name);
    expect(declared.sort()).toEqual(registered.sort());
  });

  it('and their runners keep no per-run state on the shared instance', () => {
    const shared = sources.filter(
      ({ file, text }) => /implements QueueProcessor\b/.test(text) || /[.-]runner\.ts$/.test(file),
    );
    expect(shared.length).toBeGreaterThan(Object.keys(QUEUES).length);
    const writers = shared
      .filter(({ text }) => FIELD_WRITE.test(withoutConstructor(text)))
      .map(({ file, text }) => `${file}: ${withoutConstructor(text).match(FIELD_WRITE)![0]}`);
    expect(writers).toEqual([]);
  });
});
