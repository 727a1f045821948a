import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Comments and API descriptions state their rule in their own words: a section number of a
 * document that is not in the repository tells a reader nothing. Reads files only (no database).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The trees people read, and the generated contracts whose descriptions come from the code. */
const SCANNED = [
  'backend/src',
  'backend/test',
  'backend/schema.gql',
  'backend/openapi.json',
  'frontend/src',
  'frontend/e2e',
  'simulator/src',
  'simulator/test',
  'simulator/README.md',
  'scripts',
  'docs',
  'bench',
  'examples',
  'README.md',
  'CONTRIBUTING.md',
];
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|md|json|gql|ya?ml)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);

/** A section sign, or a numbered part of the product's specification. */
const CITATION = /\u00a7|\bspec(ification)?\s+part\b/i;

function filesUnder(path: string): string[] {
  let entries;
  try {
    entries = readdirSync(`${ROOT}${path}`, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return [path];
    throw error;
  }
  return entries
    .filter((entry) => !SKIPPED.has(entry.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(`${path}/${entry.name}`)
        : TEXT_FILE.test(entry.name)
          ? [`${path}/${entry.name}`]
          : [],
    );
}

describe('source text', () => {
  it('cites no section of a document outside the repository', () => {
    const files = SCANNED.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(500);
    const citations = files.flatMap((file) =>
      readFileSync(`${ROOT}${file}`, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(citations).toEqual([]);
  });
});
