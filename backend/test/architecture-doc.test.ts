import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QueueName } from '../src/jobs/queue-name.js';

/**
 * docs/architecture.md stays true as code moves: it names every backend module folder and every
 * queue, and every repository path it writes in backticks exists. Reads files only (no database).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOC_PATH = 'docs/architecture.md';
const doc = readFileSync(`${ROOT}${DOC_PATH}`, 'utf8');

/** The top-level folders a path in the guide may start with. */
const REPOSITORY_ROOTS = [
  'backend',
  'frontend',
  'simulator',
  'scripts',
  'k8s',
  'docs',
  'bench',
  'examples',
];

/** Every `code span` of the guide, as written. */
const codeSpans = [...doc.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);

/** Code spans that name a file or folder of the repository (globs and placeholders excepted). */
const writtenPaths = codeSpans.filter(
  (span) =>
    REPOSITORY_ROOTS.some((root) => span.startsWith(`${root}/`)) && /^[\w./@-]+$/.test(span),
);

describe('docs/architecture.md', () => {
  it('names every folder directly under backend/src in the module map', () => {
    const folders = readdirSync(`${ROOT}backend/src`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(10);
    const unnamed = folders.filter(
      (folder) =>
        !codeSpans.includes(`backend/src/${folder}/`) &&
        !codeSpans.includes(`backend/src/${folder}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('names every queue of QueueName', () => {
    const queues = Object.values(QueueName);
    expect(queues.length).toBeGreaterThan(0);
    expect(queues.filter((queue) => !codeSpans.includes(queue))).toEqual([]);
  });

  it('writes only paths that exist', () => {
    expect(writtenPaths.length).toBeGreaterThan(20);
    expect(writtenPaths.filter((path) => !existsSync(`${ROOT}${path}`))).toEqual([]);
  });

  it('is linked from the README', () => {
    const readme = readFileSync(`${ROOT}README.md`, 'utf8');
    expect(readme.includes(DOC_PATH)).toBe(true);
  });
});
