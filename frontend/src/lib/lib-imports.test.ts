import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// lib/ is shared ground under every feature: it must not reach back into one.

const LIB = __dirname;
const FEATURES = 'features';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every module a file names: `import … from 'x'`, `export … from 'x'`, `import('x')`, `require('x')`. */
function importedPaths(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"]+)\1/g;
  return [...source.matchAll(pattern)].map((match) => match[2] ?? '');
}

const reachesIntoFeatures = (path: string) =>
  path.startsWith('../features') || path.includes('/features/') || path.endsWith('/features');

describe('lib imports', () => {
  it('finds the files it checks', () => {
    expect(sourceFiles(LIB).length).toBeGreaterThan(1);
  });

  it('flags an import from a feature', () => {
    // Spelled in pieces, so this file does not trip its own check.
    const sample = [
      `import { x } from '../${FEATURES}/gallery/x';`,
      `export { y } from '../../src/${FEATURES}/credits/y';`,
      `const z = await import('../${FEATURES}');`,
      `import { w } from './w';`,
    ].join('\n');
    expect(importedPaths(sample).filter(reachesIntoFeatures)).toEqual([
      `../${FEATURES}/gallery/x`,
      `../../src/${FEATURES}/credits/y`,
      `../${FEATURES}`,
    ]);
  });

  it('has no file that imports from features/', () => {
    const offenders = sourceFiles(LIB).flatMap((file) =>
      importedPaths(readFileSync(file, 'utf8'))
        .filter(reachesIntoFeatures)
        .map((path) => `${relative(LIB, file)} imports ${path}`),
    );
    expect(offenders).toEqual([]);
  });
});
